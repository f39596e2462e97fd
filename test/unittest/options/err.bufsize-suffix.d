/*
 * ASSERTION: An unknown size suffix is an invalid value.
 *
 * @@runtest-opts: -xbufsize=4q
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
