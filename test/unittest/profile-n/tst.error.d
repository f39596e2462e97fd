/*
 * ASSERTION: A fault in a tick clause fires ERROR at each firing, and the
 * tick's next clause still runs with the tick's probe.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
	n = 0;
	e = 0;
}

ERROR
{
	e++;
}

tick-10ms
{
	n++;
	x = n / z;
}

tick-10ms
/n == 3/
{
	printf("%d firings, %d errors, %s\n", n, e, probename);
	exit(0);
}
