/*
 * ASSERTION: An aggregation of quantize() cannot become an lquantize() one.
 */

BEGIN
{
	@ = quantize(1);
	@ = lquantize(1, 0, 10);
}
