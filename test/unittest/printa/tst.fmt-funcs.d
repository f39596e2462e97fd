/*
 * ASSERTION: %@d of avg(), min(), max() and stddev() prints their result.
 */

#pragma D option quiet

BEGIN
{
	@avg = avg(10);
	@avg = avg(21);
	@min = min(-4);
	@min = min(9);
	@max = max(-4);
	@max = max(9);
	@sd = stddev(2);
	@sd = stddev(6);
	printa("avg %@d\n", @avg);
	printa("min %@d\n", @min);
	printa("max %@d\n", @max);
	printa("stddev %@d\n", @sd);
	exit(0);
}
