/*
 * ASSERTION: An argument the program does not use is an error.
 *
 * @@runtest-opts: 1 2
 */

BEGIN
{
	printf("%d\n", $1);
	exit(0);
}
