/*
 * ASSERTION: llquantize()'s low magnitude must be an unsigned 16-bit value.
 */

BEGIN
{
	@ = llquantize(1, 10, -1, 2, 10);
}
