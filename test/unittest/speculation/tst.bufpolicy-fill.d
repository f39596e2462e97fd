/*
 * ASSERTION: under bufpolicy fill, committed data goes into the principal
 * buffer at the commit, in order, and is printed when tracing stops.
 */
#pragma D option quiet
#pragma D option bufpolicy=fill

BEGIN
{
	s = speculation();
	speculate(s);
	printf("speculative\n");
}

BEGIN
{
	printf("principal\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("last\n");
	exit(0);
}
