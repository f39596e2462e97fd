/*
 * ASSERTION: with nspec=0 there is no speculation to hand out.
 */
#pragma D option quiet
#pragma D option nspec=0

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
