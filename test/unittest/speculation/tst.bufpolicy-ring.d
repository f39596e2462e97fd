/*
 * ASSERTION: under bufpolicy ring, committed data enters the principal
 * buffer at the commit, so it pushes the older records out: of 96 bytes
 * (three 32-byte records), the last two committed ones and exit()'s remain.
 */
#pragma D option quiet
#pragma D option bufpolicy=ring
#pragma D option bufsize=96

BEGIN
{
	s = speculation();
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
	printf("%d\n", 10);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
