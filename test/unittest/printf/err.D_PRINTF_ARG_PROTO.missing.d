/*
 * ASSERTION: printf() with fewer arguments than conversions.
 */

BEGIN
{
	printf("%d %d\n", 1);
	exit(0);
}
