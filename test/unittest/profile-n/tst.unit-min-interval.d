/*
 * ASSERTION: The shortest interval, 200us, is allowed.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-200us
{
	n++;
}

tick-200us
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
