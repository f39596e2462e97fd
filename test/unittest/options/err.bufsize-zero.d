/*
 * ASSERTION: bufsize=0 holds no record: no clause can be enabled, with
 * DTrace's message.
 *
 * @@runtest-opts: -q -x bufsize=0
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
