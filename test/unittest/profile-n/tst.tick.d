/*
 * ASSERTION: tick-10ms fires again and again; exit() after 5 firings.
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
/n == 5/
{
	printf("%d firings\n", n);
	exit(0);
}
