/*
 * ASSERTION: #pragma D option with a bad value.
 */

#pragma D option switchrate=fast

BEGIN
{
	printf("ok\n");
	exit(0);
}
