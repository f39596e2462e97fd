/*
 * ASSERTION: aggsortpos=1 sorts the lines of printa(@a, @b) by @b's value
 * (then @a's, then the key).
 */

#pragma D option quiet
#pragma D option aggsortpos=1

BEGIN
{
	@a[1] = sum(3);
	@a[2] = sum(2);
	@a[3] = sum(1);
	@b[1] = sum(10);
	@b[2] = sum(30);
	@b[3] = sum(20);
	printa(@a, @b);
	exit(0);
}
