/*
 * ASSERTION: -b with a bad size names -b in the message.
 *
 * @@runtest-opts: -b 1x
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
