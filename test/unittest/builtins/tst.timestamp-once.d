/*
 * ASSERTION: timestamp, vtimestamp and walltimestamp are read once per
 * probe firing, as in DTrace: every use in the firing's clauses sees the
 * same value; a later firing sees a later one.
 */
#pragma D option quiet

BEGIN
{
	t = timestamp;
	v = vtimestamp;
	w = walltimestamp;
	printf("%d %d %d\n", timestamp - t, vtimestamp - v, walltimestamp - w);
}

BEGIN
{
	printf("%d %d %d\n", timestamp - t, vtimestamp - v, walltimestamp - w);
}

tick-10ms
/n++ == 0/
{
	last = timestamp;
}

tick-10ms
/n == 3/
{
	printf("%d %d\n", timestamp > last, walltimestamp - timestamp == w - t);
	exit(0);
}
