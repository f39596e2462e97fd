/*
 * ASSERTION: A negative buffer size is an invalid value.
 *
 * @@runtest-opts: -xbufsize=-1
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
