/*
 * ASSERTION: #pragma D option takes a word, not a string.
 */

#pragma D option "quiet"

BEGIN
{
	printf("ok\n");
	exit(0);
}
