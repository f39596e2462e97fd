/*
 * ASSERTION: When the increments cancel out, every bucket is zero and the
 * buckets around zero print.
 */

#pragma D option quiet

BEGIN
{
	@ = quantize(100, 5);
	@ = quantize(100, -5);
	exit(0);
}
