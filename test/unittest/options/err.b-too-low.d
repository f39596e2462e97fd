/*
 * ASSERTION: A clause whose record does not fit in the buffer cannot be enabled.
 *
 * @@runtest-opts: -q -b 16
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
