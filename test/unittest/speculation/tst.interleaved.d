/*
 * ASSERTION: two speculations traced in turns keep their data apart; each
 * comes out, in order, where it is committed.
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
	printf("a1\n");
}

BEGIN
{
	speculate(b);
	printf("b1\n");
}

BEGIN
{
	speculate(a);
	printf("a2\n");
}

BEGIN
{
	speculate(b);
	printf("b2\n");
}

BEGIN
{
	commit(b);
}

BEGIN
{
	printf("between\n");
}

BEGIN
{
	commit(a);
}

BEGIN
{
	exit(0);
}
