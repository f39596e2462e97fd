/*
 * ASSERTION: #pragma D option strsize=0 is refused.
 */

#pragma D option strsize=0

BEGIN
{
	printf("ok\n");
	exit(0);
}
