/*
 * ASSERTION: The version is a string.
 */

#pragma D binding 1.0 myvar

BEGIN
{
	printf("ok\n");
	exit(0);
}
