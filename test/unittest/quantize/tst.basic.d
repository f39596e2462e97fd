/*
 * ASSERTION: quantize() counts values in power-of-two buckets and prints
 * from one bucket below the lowest with data to one above the highest.
 */

#pragma D option quiet

BEGIN
{
	@ = quantize(0);
	@ = quantize(1);
	@ = quantize(1000);
	exit(0);
}
