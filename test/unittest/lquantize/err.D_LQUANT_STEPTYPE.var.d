/*
 * ASSERTION: lquantize()'s step must be a constant.
 */

BEGIN
{
	s = 2;
	@ = lquantize(1, 0, 10, s);
}
