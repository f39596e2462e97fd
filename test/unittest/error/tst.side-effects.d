/*
 * ASSERTION: What a faulting clause did before the fault stays done (a
 * variable it assigned), as in DTrace; only its records are not sent.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
	v = 0;
}

BEGIN
{
	v = 42;
	printf("not printed\n");
	x = 1 / z;
	v = 43;
}

BEGIN
{
	printf("v = %d\n", v);
	exit(0);
}
