/*
 * ASSERTION: #pragma D option defaultargs: unset $N are 0.
 *
 * @@runtest-opts: 7
 */

#pragma D option quiet
#pragma D option defaultargs

BEGIN
{
	printf("%d %d\n", $1, $2);
	exit(0);
}
