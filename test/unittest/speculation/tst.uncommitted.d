/*
 * ASSERTION: a speculation that is never committed nor discarded is
 * dropped when tracing ends.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("never seen\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
