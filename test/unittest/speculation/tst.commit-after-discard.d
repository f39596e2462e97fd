/*
 * ASSERTION: commit() after discard() of the same speculation, in one
 * clause, is ignored: the data stays discarded.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("discarded\n");
}

BEGIN
{
	discard(s);
	commit(s);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
