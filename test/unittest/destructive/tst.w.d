/*
 * ASSERTION: -w permits destructive actions and says so (unless -q).
 */
/* @@runtest-opts: -w */

BEGIN
{
	system("echo allowed");
	exit(0);
}
