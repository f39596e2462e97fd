/*
 * ASSERTION: In ERROR's clauses the probe is dtrace:::ERROR, id 3.
 */

#pragma D option quiet

ERROR
{
	printf("%d %s:%s:%s:%s\n", id, probeprov, probemod, probefunc,
	    probename);
	exit(0);
}

BEGIN
{
	z = 0;
	x = 1 / z;
}
