/*
 * ASSERTION: Every lquantize() of an aggregation has the same limit.
 */

BEGIN
{
	@ = lquantize(1, 0, 10);
	@ = lquantize(1, 0, 20);
}
