/*
 * ASSERTION: alloca(0) allocates nothing: it returns where the next
 * allocation will be.
 */
#pragma D option quiet

BEGIN
{
	a = (char *)alloca(0);
	b = (char *)alloca(0);
	c = (char *)alloca(4);
	d = (char *)alloca(0);
	printf("%d %d %d\n", a == b, b == c, d - c);
	exit(0);
}
