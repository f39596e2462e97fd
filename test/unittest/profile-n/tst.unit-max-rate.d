/*
 * ASSERTION: The highest rate, 5000 per second, is allowed.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-5000
{
	n++;
}

tick-5000
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
