/*
 * ASSERTION: lltostr() results hold at most strsize - 1 characters.
 */

#pragma D option quiet
#pragma D option strsize=7

BEGIN
{
	printf("[%s] [%s]\n", lltostr(1234567890), lltostr(-1234567890));
	printf("[%s]\n", lltostr(-1, 16));
	exit(0);
}
