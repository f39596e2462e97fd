/*
 * ASSERTION: a speculation made in BEGIN may be committed from another
 * probe, END.
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
	printf("END\n");
}

END
{
	commit(s);
}
