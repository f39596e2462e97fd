/*
 * ASSERTION: substr() of the empty string is empty for any index and count.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s][%s][%s][%s][%s]\n", substr("", 0), substr("", 1),
	    substr("", -1), substr("", 0, 5), substr("", -3, 10));
	exit(0);
}
