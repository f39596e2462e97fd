/*
 * ASSERTION: -x stdc takes a, c, s or t.
 *
 * @@runtest-opts: -C -xstdc=X
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
