/*
 * ASSERTION: #pragma D option needs an option.
 */

#pragma D option

BEGIN
{
	printf("ok\n");
	exit(0);
}
