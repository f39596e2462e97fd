/*
 * ASSERTION: the space of a committed speculation is free again for the
 * next speculation handed out with its id: both records, each filling the
 * 32 bytes of specsize, come out.
 */
#pragma D option quiet
#pragma D option specsize=32

BEGIN
{
	s = speculation();
	speculate(s);
	printf("%d\n", s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}

END
{
	s = speculation();
	speculate(s);
	printf("%d\n", s);
}

END
{
	commit(s);
}
