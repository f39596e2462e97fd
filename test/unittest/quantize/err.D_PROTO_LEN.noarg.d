/*
 * ASSERTION: quantize() needs a value.
 */

BEGIN
{
	@ = quantize();
}
