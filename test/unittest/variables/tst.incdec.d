/*
 * ASSERTION: pre- and post-increment and decrement of a global yield the
 * new and the old value respectively.
 */
#pragma D option quiet

BEGIN
{
	x = 10;
	a = x++;
	b = ++x;
	c = x--;
	d = --x;
	printf("%d %d %d %d %d\n", a, b, c, d, x);
	exit(0);
}
