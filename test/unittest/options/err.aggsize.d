/*
 * ASSERTION: A bad aggregation buffer size.
 *
 * @@runtest-opts: -xaggsize=big
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
