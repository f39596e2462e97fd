/*
 * ASSERTION: normalize() of avg(), min() and max() divides their results;
 * of stddev() the sums, before the root, as DTrace: for 4 and 8 over 2,
 * (16 + 64) / 2 / 2 - ((4 + 8) / 2 / 2)^2 = 11, whose root is 3.
 */

#pragma D option quiet

BEGIN
{
	@avg = avg(100);
	@avg = avg(300);
	@min = min(90);
	@max = max(90);
	@sd = stddev(4);
	@sd = stddev(8);
	normalize(@avg, 10);
	normalize(@min, 10);
	normalize(@max, 10);
	normalize(@sd, 2);
	exit(0);
}
