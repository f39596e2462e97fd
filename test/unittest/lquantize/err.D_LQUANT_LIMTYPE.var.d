/*
 * ASSERTION: lquantize()'s limit must be an integer constant.
 */

BEGIN
{
	y = 10;
	@ = lquantize(1, 0, y);
}
