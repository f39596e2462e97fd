/*
 * ASSERTION: strsize must leave room for a character and the NUL.
 *
 * @@runtest-opts: -xstrsize=1
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
