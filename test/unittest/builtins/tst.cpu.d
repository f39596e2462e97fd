/*
 * ASSERTION: cpu is a valid CPU number.
 */

#pragma D option quiet

BEGIN
/cpu >= 0 && cpu < 65536/
{
	printf("ok\n");
}

BEGIN
{
	exit(0);
}
