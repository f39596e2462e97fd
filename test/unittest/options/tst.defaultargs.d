/*
 * ASSERTION: -x defaultargs: unset $N are 0, unset $$N are "".
 *
 * @@runtest-opts: -xdefaultargs
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d [%s] [%s]\n", $1, $2 + 5, $$1, $$3);
	exit($3);
}
