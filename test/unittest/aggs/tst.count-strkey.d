/*
 * ASSERTION: count() keyed by a string: keys "  %-50s".
 */

#pragma D option quiet

BEGIN
{
	@c["foo"] = count();
	@c["bar"] = count();
	@c["bar"] = count();
	exit(0);
}
