/*
 * ASSERTION: BEGIN fires in the dtrace process: pid equals $pid.
 */

#pragma D option quiet

BEGIN
/pid == $pid/
{
	printf("ok\n");
}

BEGIN
/pid != $pid/
{
	printf("bad\n");
}

BEGIN
{
	exit(0);
}
