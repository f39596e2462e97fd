/*
 * ASSERTION: Fewer steps than the factor must divide it: 3 does not divide 10.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 2, 3);
}
