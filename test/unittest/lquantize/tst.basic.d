/*
 * ASSERTION: lquantize(v, base, limit) counts values in buckets of width 1
 * from base up to limit, with one bucket below base and one at or above the
 * limit.
 */

#pragma D option quiet

BEGIN
{
	@ = lquantize(3, 0, 10);
	@ = lquantize(3, 0, 10);
	@ = lquantize(5, 0, 10);
	exit(0);
}
