/*
 * ASSERTION: ERROR's arg1 is the faulting clause's epid.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
}

BEGIN
{
	myepid = epid;
	x = 1 / z;
}

ERROR
{
	printf("%s\n", arg1 == myepid ? "same" : "different");
	exit(0);
}
