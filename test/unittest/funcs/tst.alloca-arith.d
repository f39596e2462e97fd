/*
 * ASSERTION: pointer arithmetic on alloca() pointers keeps them alloca
 * pointers: ++, +=, - and negative subscripts.
 */
#pragma D option quiet

BEGIN
{
	base = (int *)alloca(4 * sizeof (int));
	p = base;
	*p = 1;
	p++;
	*p = 2;
	p += 2;
	*p = 4;
	p[-1] = 3;
	q = p - 3;
	printf("%d %d %d %d %d\n", q[0], q[1], q[2], q[3], p - base);
	exit(0);
}
