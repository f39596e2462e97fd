/*
 * ASSERTION: The major version is at most 255.
 */

#pragma D binding "256.0" myvar

BEGIN
{
	printf("ok\n");
	exit(0);
}
