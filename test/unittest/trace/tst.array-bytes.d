/*
 * ASSERTION: trace() of an array records its bytes.
 */
#pragma D option quiet

int a[3];

BEGIN
{
	a[1] = 0x41;
	a[2] = -1;
	trace(a);
	exit(0);
}
