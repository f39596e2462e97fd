/*
 * ASSERTION: lquantize()'s base is an integer.
 */

BEGIN
{
	@ = lquantize(1, "zero", 10);
}
