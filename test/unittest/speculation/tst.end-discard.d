/*
 * ASSERTION: a speculation made in BEGIN may be discarded from END.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	speculate(s);
	printf("from BEGIN\n");
}

BEGIN
{
	exit(0);
}

END
{
	discard(s);
}

END
{
	printf("END\n");
}
