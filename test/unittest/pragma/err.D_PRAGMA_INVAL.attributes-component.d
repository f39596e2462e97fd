/*
 * ASSERTION: A provider's attributes are for one of its components.
 */

#pragma D attributes Stable/Stable/Common provider dtrace probe

BEGIN
{
	printf("ok\n");
	exit(0);
}
