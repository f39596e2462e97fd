/*
 * ASSERTION: A tick rate without a unit is per second.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-100
{
	n++;
}

tick-100
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
