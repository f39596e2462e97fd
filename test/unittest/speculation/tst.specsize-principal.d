/*
 * ASSERTION: specsize limits speculative records only: a clause that does
 * not speculate may record more than specsize bytes.
 */
#pragma D option quiet
#pragma D option specsize=32

BEGIN
{
	s = speculation();
	speculate(s);
	printf("%d\n", 1);
}

BEGIN
{
	printf("%s\n", "a string record of strsize bytes");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
