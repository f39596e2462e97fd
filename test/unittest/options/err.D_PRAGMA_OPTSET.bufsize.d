/*
 * ASSERTION: #pragma D option with a bad size.
 */

#pragma D option bufsize=lots

BEGIN
{
	printf("ok\n");
	exit(0);
}
