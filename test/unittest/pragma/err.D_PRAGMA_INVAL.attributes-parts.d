/*
 * ASSERTION: Attributes have at most three parts.
 */

#pragma D attributes Stable/Stable/Common/Common myvar

BEGIN
{
	printf("ok\n");
	exit(0);
}
