/*
 * ASSERTION: cpu_clock-all-10000bonehead is not a cpc probe name (DTrace's EVENT-MODE-COUNT,
 * COUNT of at least 5000): it matches no probe.
 */

BEGIN
{
	exit(0);
}

cpc:::cpu_clock-all-10000bonehead
{
}
