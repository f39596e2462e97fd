/*
 * ASSERTION: Every lquantize() of an aggregation has the same step.
 */

BEGIN
{
	@ = lquantize(1, 0, 12, 2);
	@ = lquantize(1, 0, 12, 3);
}
