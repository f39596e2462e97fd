/*
 * ASSERTION: nspec sets how many speculations there are: ids 1 to nspec,
 * then 0; each failure is counted.
 */
#pragma D option quiet
#pragma D option nspec=4

BEGIN
{
	printf("%d", speculation());
	printf(" %d", speculation());
	printf(" %d", speculation());
	printf(" %d", speculation());
	printf(" %d", speculation());
	printf(" %d\n", speculation());
	exit(0);
}
