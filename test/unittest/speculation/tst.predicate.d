/*
 * ASSERTION: commit() and discard() chosen by predicates, the usual way.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	a = speculation();
	b = speculation();
}

BEGIN
/a/
{
	speculate(a);
	printf("a: kept\n");
}

BEGIN
/b/
{
	speculate(b);
	printf("b: thrown away\n");
}

BEGIN
/a == 1/
{
	commit(a);
}

BEGIN
/b != 1/
{
	discard(b);
}

BEGIN
{
	exit(0);
}
