/*
 * ASSERTION: clear() of every kind of aggregation: values print as zero
 * (an empty histogram prints the buckets around zero).
 */

#pragma D option quiet

BEGIN
{
	@avg = avg(5);
	@sd = stddev(7);
	@q = quantize(100);
	@l = lquantize(7, 0, 10);
	clear(@avg);
	clear(@sd);
	clear(@q);
	clear(@l);
	exit(0);
}
