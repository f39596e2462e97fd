/*
 * ASSERTION: lquantize()'s step must be a positive constant.
 */

BEGIN
{
	@ = lquantize(1, 0, 10, -2);
}
