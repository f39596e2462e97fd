/*
 * ASSERTION: A tick interval in ns.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10000000ns
{
	n++;
}

tick-10000000ns
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
