/*
 * ASSERTION: lquantize()'s increment must be of scalar type.
 */

BEGIN
{
	@ = lquantize(1, 0, 10, 1, "x");
}
