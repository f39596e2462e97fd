/*
 * ASSERTION: quantize()'s second argument is the increment: the weight
 * added to the bucket instead of 1.
 */

#pragma D option quiet

BEGIN
{
	@ = quantize(1, 10);
	@ = quantize(2, 30);
	@ = quantize(70, 5);
	exit(0);
}
