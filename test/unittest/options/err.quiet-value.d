/*
 * ASSERTION: quiet=maybe is not a value.
 *
 * @@runtest-opts: -xquiet=maybe
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
