/*
 * ASSERTION: llquantize()'s factor must be an integer constant.
 */

BEGIN
{
	f = 10;
	@ = llquantize(1, f, 0, 2, 10);
}
