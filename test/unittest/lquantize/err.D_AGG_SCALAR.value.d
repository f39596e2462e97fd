/*
 * ASSERTION: lquantize()'s value must be of scalar type.
 */

BEGIN
{
	@ = lquantize("one", 0, 10);
}
