/*
 * ASSERTION: quantize()'s increment must be of scalar type.
 */

BEGIN
{
	@ = quantize(1, "two");
}
