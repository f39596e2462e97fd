/*
 * ASSERTION: llquantize()'s high magnitude must be at least its low magnitude.
 */

BEGIN
{
	@ = llquantize(1, 10, 3, 2, 10);
}
