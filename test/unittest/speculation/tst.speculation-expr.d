/*
 * ASSERTION: speculation() is an int-valued subroutine usable in any
 * expression.
 */
#pragma D option quiet
#pragma D option nspec=3

BEGIN
{
	x = speculation() + 10;
	y = speculation() * speculation();
	printf("%d %d\n", x, y);
	exit(0);
}
