/*
 * ASSERTION: Division by zero at run time (the divisor from a variable)
 * faults: DTrace's message on stderr, the faulting clause's records are not
 * sent, and the next clause of the same probe still runs.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
}

BEGIN
{
	printf("before the fault\n");
	x = 1 / z;
	printf("after the fault\n");
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
