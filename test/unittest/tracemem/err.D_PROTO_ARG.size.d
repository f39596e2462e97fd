/*
 * ASSERTION: tracemem()'s size must be an integer.
 */

BEGIN
{
	tracemem(123, "size");
}
