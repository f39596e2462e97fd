/*
 * ASSERTION: A tick interval in s.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-1s
{
	n++;
}

tick-1s
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
