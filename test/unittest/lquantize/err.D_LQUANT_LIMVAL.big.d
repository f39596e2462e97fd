/*
 * ASSERTION: lquantize()'s limit must fit in 32 bits.
 */

BEGIN
{
	@ = lquantize(1, 0, 3000000000);
}
