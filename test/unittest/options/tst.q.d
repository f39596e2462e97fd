/*
 * ASSERTION: -q prints only what the program prints.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("quiet\n");
	exit(0);
}
