/*
 * ASSERTION: Keyed lquantize() histograms sort by the sum of values times
 * counts (the bucket below the base weighs base - 1, the one above limit +
 * 1): "neg" (below 0) before "low" before "high".
 */

#pragma D option quiet

BEGIN
{
	@["high"] = lquantize(8, 0, 10);
	@["low"] = lquantize(2, 0, 10);
	@["neg"] = lquantize(-3, 0, 10);
	exit(0);
}
