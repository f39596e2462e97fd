/*
 * ASSERTION: A cleared min() or max() entry that gets no new value prints
 * INT64_MAX or INT64_MIN, the values a fresh min() or max() starts from, as
 * in DTrace; one that gets a new value takes it as is.
 */

#pragma D option quiet

BEGIN
{
	@min["stays"] = min(-3);
	@min["updated"] = min(-3);
	@max["stays"] = max(3);
	@max["updated"] = max(3);
	clear(@min);
	clear(@max);
	exit(0);
}

END
{
	@min["updated"] = min(50);
	@max["updated"] = max(-50);
}
