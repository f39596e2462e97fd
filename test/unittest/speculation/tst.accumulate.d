/*
 * ASSERTION: the data of several clauses accumulates in one speculation and
 * comes out in the order it was traced.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("one\n");
}

BEGIN
{
	printf("principal\n");
}

BEGIN
{
	speculate(s);
	printf("two\n");
}

BEGIN
{
	speculate(s);
	printf("three\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
