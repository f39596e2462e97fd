/*
 * ASSERTION: associative array values may be strings; a missing one reads
 * as the empty string.
 */
#pragma D option quiet

BEGIN
{
	name[1] = "one";
	name[2] = "two";
	name[1] = "uno";
	printf("[%s] [%s] [%s]\n", name[1], name[2], name[3]);
	exit(0);
}
