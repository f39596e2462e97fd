/*
 * ASSERTION: the data of a discarded speculation is never printed.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("discarded data\n");
}

BEGIN
{
	discard(s);
}

BEGIN
{
	printf("after discard\n");
	exit(0);
}
