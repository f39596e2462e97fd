/*
 * ASSERTION: bit-fields of a struct in alloca() memory are written
 * without disturbing their neighbours.
 */
#pragma D option quiet

struct bits {
	unsigned int a : 3;
	unsigned int b : 7;
	int c : 4;
};

BEGIN
{
	p = (struct bits *)alloca(sizeof (struct bits));
	*(uint32_t *)p = 0;
	p->a = 5;
	p->b = 100;
	p->c = -3;
	printf("%d %d %d\n", p->a, p->b, p->c);
	p->b = 1;
	printf("%d %d %d\n", p->a, p->b, p->c);
	exit(0);
}
