/*
 * ASSERTION: trunc() of histograms orders them by the sum of values times
 * counts: trunc(@q, 1) keeps the one of larger values.
 */

#pragma D option quiet

BEGIN
{
	@q["small"] = quantize(2);
	@q["large"] = quantize(1000);
	trunc(@q, 1);
	exit(0);
}
