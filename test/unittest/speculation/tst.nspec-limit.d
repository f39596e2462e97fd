/*
 * ASSERTION: speculation() with the most speculations we support, 4096,
 * passes the verifier.
 */
#pragma D option quiet
#pragma D option nspec=4096

BEGIN
{
	s = speculation();
	printf("%d\n", s);
	exit(0);
}
