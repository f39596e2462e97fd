/*
 * ASSERTION: chill() after speculate() is D_ACT_SPEC, as in DTrace: where
 * it stands is checked before that this tracer cannot run it.
 */

#pragma D option destructive

BEGIN
{
	spec = speculation();
}

BEGIN
{
	speculate(spec);
	printf("speculated\n");
	chill(1000);
}
