/*
 * ASSERTION: a clause that only speculates records the probe firing (its
 * line without -q); with -q nothing shows, before or after the commit.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
