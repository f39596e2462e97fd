/*
 * ASSERTION: lquantize()'s step must fit in 16 bits.
 */

BEGIN
{
	@ = lquantize(1, 0, 100000, 70000);
}
