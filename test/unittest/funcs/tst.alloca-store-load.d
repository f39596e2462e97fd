/*
 * ASSERTION: memory from alloca() can be written and read through the
 * pointer, with * and [ ].
 */
#pragma D option quiet

BEGIN
{
	p = (int *)alloca(3 * sizeof (int));
	*p = 5;
	p[1] = -7;
	p[2] = p[0] + p[1];
	printf("%d %d %d\n", *p, p[1], p[2]);
	exit(0);
}
