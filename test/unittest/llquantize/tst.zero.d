/*
 * ASSERTION: With no data (increments that cancel out) the buckets of 0, 1
 * and 2 print.
 */

#pragma D option quiet

BEGIN
{
	@ = llquantize(0, 2, 0, 3, 2, 4);
	@ = llquantize(0, 2, 0, 3, 2, -4);
	exit(0);
}
