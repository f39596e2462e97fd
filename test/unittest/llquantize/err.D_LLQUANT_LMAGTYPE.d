/*
 * ASSERTION: llquantize()'s low magnitude must be an integer constant.
 */

BEGIN
{
	l = 0;
	@ = llquantize(1, 10, l, 2, 10);
}
