/*
 * ASSERTION: a failure is "busy" if any speculation is being committed or
 * discarded, "unavailable" if all are simply active; both are reported.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
	commit(a);
}

BEGIN
{
	d = speculation();
	printf("%d %d %d %d\n", a, b, c, d);
	exit(0);
}
