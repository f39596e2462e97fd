/*
 * ASSERTION: llquantize()'s high magnitude must fit in 16 bits.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 70000, 10);
}
