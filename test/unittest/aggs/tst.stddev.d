/*
 * ASSERTION: stddev() is sqrt(avg(x^2) - avg(x)^2) in integers: for 1, 2,
 * 3 and 10 that is sqrt(28 - 16) = 3; a single value has 0; negative values
 * square to the same as positive ones.
 */

#pragma D option quiet

BEGIN
{
	@s = stddev(1);
	@s = stddev(2);
	@s = stddev(3);
	@s = stddev(10);
	@k["one"] = stddev(42);
	@k["neg"] = stddev(-100);
	@k["neg"] = stddev(-200);
	@k["neg"] = stddev(-600);
	exit(0);
}
