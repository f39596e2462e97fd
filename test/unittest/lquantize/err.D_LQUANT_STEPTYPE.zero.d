/*
 * ASSERTION: lquantize()'s step must be a positive constant, not zero.
 */

BEGIN
{
	@ = lquantize(1, 0, 10, 0);
}
