/*
 * ASSERTION: Negative values go to the buckets below zero, labelled with
 * the negated powers of two.
 */

#pragma D option quiet

BEGIN
{
	@ = quantize(-1);
	@ = quantize(-2);
	@ = quantize(-3);
	@ = quantize(-100);
	@ = quantize(5);
	exit(0);
}
