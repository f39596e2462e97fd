/*
 * ASSERTION: tracemem()'s size must not be zero.
 */

BEGIN
{
	tracemem(0, 0);
}
