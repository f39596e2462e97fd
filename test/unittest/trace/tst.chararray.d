/*
 * ASSERTION: trace() of a kernel char array prints the hex dump, as Oracle
 * DTrace's (tst.array); cast to string, it prints as a string.
 */
#pragma D option quiet

BEGIN
{
	trace(curthread->comm);
	trace((string)curthread->comm);
	printf("\n");
	exit(0);
}
