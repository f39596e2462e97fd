/*
 * ASSERTION: nspec beyond the limit does not matter to a program that uses
 * no speculation.
 */
#pragma D option quiet
#pragma D option nspec=100000

BEGIN
{
	printf("ok\n");
	exit(0);
}
