/*
 * ASSERTION: quantize()'s value must be of scalar type.
 */

BEGIN
{
	@ = quantize(probename);
}
