/*
 * ASSERTION: with -x droptags, a drop report starts with DTrace's tag for
 * its kind: speculative drops are [DTRACEDROP_SPEC].
 */
/* @@runtest-opts: -x droptags */
#pragma D option quiet
#pragma D option specsize=40

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", 1);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 2);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
