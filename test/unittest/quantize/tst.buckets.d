/*
 * ASSERTION: Each bucket holds the values from its label up to the next
 * label: 2 and 3 share a bucket, 4 to 7 the next, and so on.
 */

#pragma D option quiet

BEGIN
{
	@ = quantize(2);
	@ = quantize(3);
	@ = quantize(4);
	@ = quantize(5);
	@ = quantize(7);
	@ = quantize(8);
	@ = quantize(15);
	@ = quantize(16);
	exit(0);
}
