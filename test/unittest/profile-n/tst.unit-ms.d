/*
 * ASSERTION: A tick interval in ms.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10ms
{
	n++;
}

tick-10ms
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
