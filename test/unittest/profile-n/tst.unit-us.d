/*
 * ASSERTION: A tick interval in us.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10000us
{
	n++;
}

tick-10000us
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
