/*
 * ASSERTION: llquantize()'s high magnitude must be an integer constant.
 */

BEGIN
{
	h = 2;
	@ = llquantize(1, 10, 0, h, 10);
}
