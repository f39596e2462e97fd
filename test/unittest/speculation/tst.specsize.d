/*
 * ASSERTION: a speculation holds specsize bytes (per CPU); a record that
 * does not fit is dropped and counted as a speculative drop.  A record of
 * printf("%d\n", n) takes 32 bytes (16 of header, 4 of data, 8 the ring
 * buffer's, rounded to 8), so 64 bytes hold two of them.
 */
#pragma D option quiet
#pragma D option specsize=64

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", 1);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 2);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 3);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
