/*
 * ASSERTION: tracemem()'s size has a limit.
 */

BEGIN
{
	tracemem(0, 65537);
}
