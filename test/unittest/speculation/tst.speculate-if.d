/*
 * ASSERTION: speculate() in an if statement speculates the clause's record
 * only when the branch is taken.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	n = 0;
}

BEGIN
{
	if (n == 1) {
		speculate(s);
	}
	printf("principal %d\n", n);
}

BEGIN
{
	n = 1;
}

BEGIN
{
	if (n == 1) {
		speculate(s);
	}
	printf("speculative %d\n", n);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("end\n");
	exit(0);
}
