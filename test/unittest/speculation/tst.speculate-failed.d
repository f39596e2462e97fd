/*
 * ASSERTION: the usual pattern survives running out of speculations: the
 * id 0 from a failed speculation() is accepted by speculate() and commit(),
 * which do nothing with it.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	b = speculation();
}

BEGIN
{
	speculate(b);
	printf("speculative on %d\n", b);
}

BEGIN
{
	commit(b);
}

BEGIN
{
	printf("a = %d, b = %d\n", a, b);
	exit(0);
}
