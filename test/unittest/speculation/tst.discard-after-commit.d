/*
 * ASSERTION: discard() after commit() of the same speculation is ignored:
 * the data is printed.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("committed\n");
}

BEGIN
{
	commit(s);
	discard(s);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
