/*
 * ASSERTION: Stability names are DTrace's.
 */

#pragma D attributes Solid/Stable/Common myvar

BEGIN
{
	printf("ok\n");
	exit(0);
}
