/*
 * ASSERTION: A tick rate in hz.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-100hz
{
	n++;
}

tick-100hz
/n == 3/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
