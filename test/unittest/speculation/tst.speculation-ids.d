/*
 * ASSERTION: speculation() hands out ids from 1; with the default nspec of
 * 1, a second speculation() returns 0 and counts a failed speculation.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	b = speculation();
	printf("%d %d\n", a, b);
	exit(0);
}
