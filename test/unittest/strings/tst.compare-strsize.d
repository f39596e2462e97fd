/*
 * ASSERTION: Strings are compared up to strsize - 1 characters: beyond that they are equal.
 */

#pragma D option quiet
#pragma D option strsize=6

BEGIN
{
	printf("%d %d\n", "abcdefgh" == "abcdefgz", "abcdefgh" == "abcdegg");
	printf("%d %d\n", "abcdef" < "abcdefz", "abcdeg" > "abcdefz");
	exit(0);
}
