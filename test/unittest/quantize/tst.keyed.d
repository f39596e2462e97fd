/*
 * ASSERTION: Keyed histograms sort by the sum of each bucket's value times
 * its count: "small" (1 + 2) before "big" (64).
 */

#pragma D option quiet

BEGIN
{
	@["big"] = quantize(64);
	@["small"] = quantize(1);
	@["small"] = quantize(2);
	exit(0);
}
