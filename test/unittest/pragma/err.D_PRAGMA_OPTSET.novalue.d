/*
 * ASSERTION: #pragma D option without the value the option needs.
 */

#pragma D option cpu

BEGIN
{
	printf("ok\n");
	exit(0);
}
