/*
 * ASSERTION: END may add to a speculation made in BEGIN and commit it.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	speculate(s);
	printf("BEGIN %d\n", s);
}

BEGIN
{
	exit(0);
}

END
{
	speculate(s);
	printf("END %d\n", s);
}

END
{
	commit(s);
}
