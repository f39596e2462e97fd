/*
 * ASSERTION: A tick interval in msec.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10msec
{
	n++;
}

tick-10msec
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
