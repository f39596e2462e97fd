/*
 * ASSERTION: Dependency classes are DTrace's.
 */

#pragma D attributes Stable/Stable/Universal myvar

BEGIN
{
	printf("ok\n");
	exit(0);
}
