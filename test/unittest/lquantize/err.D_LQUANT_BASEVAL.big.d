/*
 * ASSERTION: lquantize()'s base must fit in 32 bits.
 */

BEGIN
{
	@ = lquantize(1, -3000000000, 10);
}
