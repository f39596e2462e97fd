/*
 * ASSERTION: lquantize()'s base must be less than its limit.
 */

BEGIN
{
	@ = lquantize(1, 10, 5);
}
