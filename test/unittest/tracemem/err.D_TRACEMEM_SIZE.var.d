/*
 * ASSERTION: tracemem()'s size must be a constant.
 */

BEGIN
{
	tracemem(0, arg0);
}
