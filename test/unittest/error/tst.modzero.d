/*
 * ASSERTION: Modulo by zero at run time faults like division.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
	x = 7 % z;
	printf("not printed\n");
}

BEGIN
{
	printf("x = %d\n", x);
	exit(0);
}
