/*
 * ASSERTION: Units are not case-sensitive.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10MS
{
	n++;
}

tick-10MS
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
