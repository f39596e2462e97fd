/*
 * ASSERTION: Comparisons use the usual arithmetic conversions.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", (unsigned int)-1 > 0, -1 < (unsigned int)1, -1 < 1);
	exit(0);
}
