/*
 * ASSERTION: A fault in an ERROR clause does not fire ERROR again: DTrace
 * counts it ("1 error in ERROR probe enabling"); the ERROR clauses after it
 * still run.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
	n = 0;
}

ERROR
{
	n++;
	x = 1 / z;
}

ERROR
{
	printf("n = %d\n", n);
	exit(0);
}

BEGIN
{
	trace(copyinstr(0));
}
