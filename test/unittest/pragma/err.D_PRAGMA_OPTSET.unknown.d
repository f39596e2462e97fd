/*
 * ASSERTION: #pragma D option with an unknown option.
 */

#pragma D option nosuchoption

BEGIN
{
	printf("ok\n");
	exit(0);
}
