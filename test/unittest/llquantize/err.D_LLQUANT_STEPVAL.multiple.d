/*
 * ASSERTION: More steps than the factor must be a multiple of it.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 2, 25);
}
