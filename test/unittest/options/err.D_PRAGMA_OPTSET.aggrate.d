/*
 * ASSERTION: A fractional rate is an invalid value.
 */

#pragma D option aggrate=0.5hz

BEGIN
{
	printf("ok\n");
	exit(0);
}
