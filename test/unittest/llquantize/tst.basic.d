/*
 * ASSERTION: llquantize(v, 10, 0, 2, 10): linear buckets of width 1 below
 * 10, of 10 below 100, of 100 below 1000; the bucket of zero in the middle
 * and one bucket beyond 1000 each way.
 */

#pragma D option quiet

BEGIN
{
	@ = llquantize(0, 10, 0, 2, 10);
	@ = llquantize(7, 10, 0, 2, 10);
	@ = llquantize(42, 10, 0, 2, 10);
	@ = llquantize(999, 10, 0, 2, 10);
	exit(0);
}
