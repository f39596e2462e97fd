/*
 * ASSERTION: A tick interval in sec.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-1sec
{
	n++;
}

tick-1sec
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
