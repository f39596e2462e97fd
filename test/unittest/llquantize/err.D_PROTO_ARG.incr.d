/*
 * ASSERTION: llquantize()'s increment must be of scalar type.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 2, 10, "x");
}
