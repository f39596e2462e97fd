/*
 * ASSERTION: lquantize()'s base must be less than its limit, not equal.
 */

BEGIN
{
	@ = lquantize(1, 10, 10);
}
