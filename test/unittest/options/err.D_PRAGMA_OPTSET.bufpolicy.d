/*
 * ASSERTION: bufpolicy needs a value.
 */

#pragma D option bufpolicy

BEGIN
{
	printf("ok\n");
	exit(0);
}
