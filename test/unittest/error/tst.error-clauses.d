/*
 * ASSERTION: Every clause enabled on ERROR runs, in order.
 */

#pragma D option quiet

ERROR
{
	printf("first\n");
}

ERROR
{
	printf("second\n");
}

BEGIN
{
	trace(copyinstr(8));
}

ERROR
{
	printf("third\n");
	exit(0);
}
