/*
 * ASSERTION: bufpolicy is switch, fill or ring.
 *
 * @@runtest-opts: -xbufpolicy=wrap
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
