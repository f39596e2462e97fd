/*
 * ASSERTION: Values below the base count in "< base", values at or above
 * the limit in ">= limit", whatever their size.
 */

#pragma D option quiet

BEGIN
{
	@ = lquantize(-1, 0, 5);
	@ = lquantize(-5000000000, 0, 5);
	@ = lquantize(5, 0, 5);
	@ = lquantize(0x7fffffffffffffff, 0, 5);
	@ = lquantize(4, 0, 5);
	exit(0);
}
