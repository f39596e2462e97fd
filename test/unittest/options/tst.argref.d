/*
 * ASSERTION: -x argref permits arguments the program does not use.
 *
 * @@runtest-opts: -xargref 1 2
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", $1);
	exit(0);
}
