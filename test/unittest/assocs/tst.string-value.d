/*
 * ASSERTION: associative array values may be strings; a missing one is a
 * NULL pointer, as in DTrace.
 */
#pragma D option quiet

BEGIN
{
	name[1] = "one";
	name[2] = "two";
	name[1] = "uno";
	printf("[%s] [%s] %d\n", name[1], name[2], name[3] == NULL);
	exit(0);
}
