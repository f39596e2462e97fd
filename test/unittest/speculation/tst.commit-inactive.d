/*
 * ASSERTION: commit() of an inactive speculation is ignored.
 */
#pragma D option quiet

BEGIN
{
	commit(1);
}

BEGIN
{
	printf("This should be seen\n");
	exit(0);
}
