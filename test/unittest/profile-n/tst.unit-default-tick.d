/*
 * ASSERTION: A probe of the default set fires (tick-100).
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

profile:::tick-100
{
	n++;
}

profile:::tick-100
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
