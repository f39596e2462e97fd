/*
 * ASSERTION: the address of an lvalue in alloca() memory is an alloca
 * pointer too, and can be written through.
 */
#pragma D option quiet

struct pair {
	int a;
	int b;
};

BEGIN
{
	p = (struct pair *)alloca(sizeof (struct pair));
	q = &p->b;
	*q = 6;
	p->a = *q + 1;
	printf("%d %d\n", p->a, p->b);
	exit(0);
}
