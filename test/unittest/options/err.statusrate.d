/*
 * ASSERTION: statusrate needs a known unit.
 *
 * @@runtest-opts: -xstatusrate=5fortnights
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
