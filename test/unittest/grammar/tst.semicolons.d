/*
 * ASSERTION: A final statement need not end with a semicolon.
 */

#pragma D option quiet

BEGIN
{
	printf("x\n");
	exit(0)
}
