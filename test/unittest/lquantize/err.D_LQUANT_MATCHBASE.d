/*
 * ASSERTION: Every lquantize() of an aggregation has the same base.
 */

BEGIN
{
	@ = lquantize(1, 0, 10);
	@ = lquantize(1, 1, 10);
}
