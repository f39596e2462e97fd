/*
 * ASSERTION: ?: of two alloca() pointers, or of one and NULL, is an alloca
 * pointer that can be assigned and written through.
 */
#pragma D option quiet

BEGIN
{
	a = (int *)alloca(4);
	b = (int *)alloca(4);
	c = timestamp > 0 ? a : b;
	*c = 3;
	d = (int *)(timestamp == 0 ? NULL : b);
	*d = 4;
	printf("%d %d\n", *a, *b);
	exit(0);
}
