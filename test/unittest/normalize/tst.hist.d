/*
 * ASSERTION: normalize() of a histogram divides the counts it prints; the
 * bars stay those of the counts undivided.
 */

#pragma D option quiet

BEGIN
{
	@q = quantize(3, 100);
	@q = quantize(30, 300);
	@l = lquantize(1, 0, 3, 1, 50);
	normalize(@q, 10);
	normalize(@l, 10);
	exit(0);
}
