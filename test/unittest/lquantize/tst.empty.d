/*
 * ASSERTION: All-zero buckets (increments that cancel) print the first
 * three rows: "< base", base and the next.
 */

#pragma D option quiet

BEGIN
{
	@ = lquantize(3, 0, 10, 1, 7);
	@ = lquantize(3, 0, 10, 1, -7);
	exit(0);
}
