/*
 * ASSERTION: -X takes a, c, s or t.
 *
 * @@runtest-opts: -C -Xq
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
