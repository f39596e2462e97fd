/*
 * ASSERTION: committing a speculation twice prints its data once; the
 * second commit() finds it already committing and is ignored.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("once\n");
}

BEGIN
{
	commit(s);
	commit(s);
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
