/*
 * ASSERTION: zdefs takes no value.
 *
 * @@runtest-opts: -xzdefs=1
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
