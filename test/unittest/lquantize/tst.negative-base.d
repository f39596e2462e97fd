/*
 * ASSERTION: A negative base: buckets run from it through zero.
 */

#pragma D option quiet

BEGIN
{
	@ = lquantize(-7, -10, 10, 5);
	@ = lquantize(-1, -10, 10, 5);
	@ = lquantize(0, -10, 10, 5);
	@ = lquantize(9, -10, 10, 5);
	exit(0);
}
