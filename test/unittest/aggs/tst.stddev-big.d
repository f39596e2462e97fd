/*
 * ASSERTION: stddev() keeps its sum of squares in 128 bits: squares of
 * values beyond 2^32 do not overflow: for 4e9 and -6e9, (4e9^2 + 6e9^2) / 2
 * - (-1e9)^2 is 2.5e19, whose root is 5e9; for 1e12 and 3e12 it is 1e12.
 */

#pragma D option quiet

BEGIN
{
	@s = stddev(1000000000000);
	@s = stddev(3000000000000);
	@m = stddev(4000000000);
	@m = stddev(-6000000000);
	exit(0);
}
