/*
 * ASSERTION: data traced after speculate() appears only when the
 * speculation is committed, at the place of the commit in the output.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	printf("speculation %d\n", s);
}

BEGIN
{
	speculate(s);
	printf("speculative %d\n", 1);
}

BEGIN
{
	printf("before commit\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("after commit\n");
	exit(0);
}
