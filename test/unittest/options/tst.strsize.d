/*
 * ASSERTION: -x strsize limits strings: strsize bytes with the NUL.
 *
 * @@runtest-opts: -xstrsize=8
 */

#pragma D option quiet

BEGIN
{
	printf("%s|\n", "abcdefghijk");
	trace("0123456789");
	printf("|\n");
	exit(0);
}
