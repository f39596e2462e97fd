/*
 * ASSERTION: commit() and discard() may be chosen by an if statement.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	a = speculation();
	b = speculation();
}

BEGIN
{
	speculate(a);
	printf("a\n");
}

BEGIN
{
	speculate(b);
	printf("b\n");
}

BEGIN
{
	if (a == 1) {
		commit(a);
	} else {
		discard(a);
	}
	if (b == 1) {
		commit(b);
	} else {
		discard(b);
	}
}

BEGIN
{
	exit(0);
}
