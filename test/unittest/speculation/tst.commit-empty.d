/*
 * ASSERTION: committing a speculation that holds nothing prints nothing
 * and frees it.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
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
	printf("%d\n", speculation());
}
