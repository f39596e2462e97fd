/*
 * ASSERTION: #pragma D option takes one option=value word.
 */

#pragma D option quiet bufsize=1m

BEGIN
{
	printf("ok\n");
	exit(0);
}
