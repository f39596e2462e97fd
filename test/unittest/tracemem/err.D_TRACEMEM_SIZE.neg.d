/*
 * ASSERTION: tracemem()'s size must be positive.
 */

BEGIN
{
	tracemem(0, -4);
}
