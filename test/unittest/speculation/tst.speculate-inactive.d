/*
 * ASSERTION: speculate() on an id speculation() has not handed out records
 * nothing; a later commit() of it does nothing either.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	speculate(2);
	printf("never seen\n");
}

BEGIN
{
	commit(2);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
