/*
 * ASSERTION: commit() of an id above nspec is an illegal operation: the
 * clause stops there, the next clauses run.
 */
#pragma D option quiet
#pragma D option nspec=8

BEGIN
{
	x = 1;
}

BEGIN
{
	commit(1024);
	x = 2;
}

BEGIN
{
	printf("x = %d\n", x);
	exit(0);
}
