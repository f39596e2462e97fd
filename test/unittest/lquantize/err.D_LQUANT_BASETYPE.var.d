/*
 * ASSERTION: lquantize()'s base must be an integer constant, not a variable.
 */

BEGIN
{
	x = 1;
	@ = lquantize(1, x, 10);
}
