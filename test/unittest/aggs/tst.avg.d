/*
 * ASSERTION: avg() divides the sum by the count, as integers (truncating
 * toward zero), keyed and unkeyed, negative values included.
 */

#pragma D option quiet

BEGIN
{
	@a = avg(1);
	@a = avg(2);
	@n["neg"] = avg(-7);
	@n["neg"] = avg(-2);
	@n["pos"] = avg(10);
	@n["pos"] = avg(20);
	@n["pos"] = avg(31);
	exit(0);
}
