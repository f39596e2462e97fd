/*
 * ASSERTION: printf() with more arguments than conversions.
 */

BEGIN
{
	printf("%d\n", 1, 2);
	exit(0);
}
