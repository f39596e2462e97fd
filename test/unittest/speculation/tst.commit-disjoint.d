/*
 * ASSERTION: one clause may commit several speculations; their data comes
 * out in the order of the commit()s.
 */
#pragma D option quiet
#pragma D option nspec=3

BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
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
	speculate(c);
	printf("c\n");
}

BEGIN
{
	commit(c);
	discard(b);
	commit(a);
}

BEGIN
{
	exit(0);
}
