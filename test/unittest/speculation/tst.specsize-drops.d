/*
 * ASSERTION: several records that do not fit are counted together: "2
 * speculative drops".  A later, smaller record still fits.
 */
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
	speculate(s);
	printf("%d\n", 3);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
