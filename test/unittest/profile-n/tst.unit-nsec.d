/*
 * ASSERTION: A tick interval in nsec.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

profile:::tick-10000000nsec
{
	n++;
}

profile:::tick-10000000nsec
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
