/*
 * ASSERTION: Every llquantize() of an aggregation has the same high magnitude.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 2, 10);
	@ = llquantize(1, 10, 0, 3, 10);
}
