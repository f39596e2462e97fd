/*
 * ASSERTION: The extreme 64-bit values have buckets: INT64_MIN the lowest,
 * INT64_MAX the highest.  As in DTrace, data in the highest bucket alone
 * does not count as data: the buckets around zero print instead.
 */

#pragma D option quiet

BEGIN
{
	@max = quantize(0x7fffffffffffffff);
	@min = quantize((long long)0x8000000000000000);
	exit(0);
}
