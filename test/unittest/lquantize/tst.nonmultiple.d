/*
 * ASSERTION: A limit that is not base plus a multiple of the step is
 * rounded down to one: lquantize(v, 0, 10, 3) has buckets 0, 3 and 6, and
 * ">= 9" holds 9.
 */

#pragma D option quiet

BEGIN
{
	@ = lquantize(8, 0, 10, 3);
	@ = lquantize(9, 0, 10, 3);
	exit(0);
}
