/*
 * ASSERTION: printa("format", @a, @b, @c): the first %@ takes @a's value,
 * the second @b's, the third @c's; a %@ beyond them takes the last one's
 * again.
 */

#pragma D option quiet

BEGIN
{
	@a[1] = count();
	@b[1] = sum(20);
	@c[1] = max(300);
	@a[2] = count();
	@a[2] = count();
	printa("%d: %@d %@d %@d %@d\n", @a, @b, @c);
	exit(0);
}
