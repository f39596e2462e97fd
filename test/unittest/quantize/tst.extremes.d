/*
 * ASSERTION: The extreme 64-bit values have buckets: INT64_MIN the lowest,
 * INT64_MAX the highest, printed even alone (as Oracle DTrace does).
 */

#pragma D option quiet

BEGIN
{
	@max = quantize(0x7fffffffffffffff);
	@min = quantize((long long)0x8000000000000000);
	exit(0);
}
