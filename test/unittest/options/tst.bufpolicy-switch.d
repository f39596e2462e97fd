/*
 * ASSERTION: bufpolicy=switch is the default policy.
 */

#pragma D option quiet
#pragma D option bufpolicy=switch

BEGIN
{
	printf("ok\n");
	exit(0);
}
