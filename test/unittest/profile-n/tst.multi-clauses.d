/*
 * ASSERTION: The clauses of one tick probe run in order at each firing.
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10ms
{
	n++;
	printf("first %d\n", n);
}

tick-10ms
{
	printf("second %d\n", n);
}

tick-10ms
/n == 3/
{
	exit(0);
}
