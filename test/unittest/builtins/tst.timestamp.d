/*
 * ASSERTION: timestamp and walltimestamp are positive; walltimestamp is after 2020.
 */

#pragma D option quiet

BEGIN
/timestamp > 0 && walltimestamp > 1577836800000000000/
{
	printf("ok\n");
}

BEGIN
{
	exit(0);
}
