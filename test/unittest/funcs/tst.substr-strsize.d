/*
 * ASSERTION: substr() results hold at most strsize - 1 characters, whatever the count.
 */

#pragma D option quiet
#pragma D option strsize=14

BEGIN
{
	printf("[%s]\n", substr("1234567890123456", 0));
	printf("[%s]\n", substr("1234567890123456", 0, 12));
	printf("[%s]\n", substr("1234567890123456", 0, 13));
	printf("[%s]\n", substr("1234567890123456", 0, 14));
	printf("[%s]\n", substr("1234567890123456", 2, 100));
	printf("[%s]\n", substr("1234567890123456", -3));
	exit(0);
}
