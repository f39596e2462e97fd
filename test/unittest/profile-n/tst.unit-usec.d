/*
 * ASSERTION: A tick interval in usec.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10000usec
{
	n++;
}

tick-10000usec
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
