/*
 * ASSERTION: lquantize()'s step is the width of the buckets: with step 10,
 * 15 and 19 share the bucket of 10.
 */

#pragma D option quiet

BEGIN
{
	@ = lquantize(15, 0, 100, 10);
	@ = lquantize(19, 0, 100, 10);
	@ = lquantize(40, 0, 100, 10);
	exit(0);
}
