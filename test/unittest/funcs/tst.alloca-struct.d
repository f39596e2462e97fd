/*
 * ASSERTION: a struct in alloca() memory: members of every size, an array
 * member and a nested struct are written and read through ->.
 */
#pragma D option quiet

struct in {
	short s;
	char c;
};

struct rec {
	uint8_t b;
	int32_t i;
	int64_t l;
	char name[6];
	struct in in;
};

BEGIN
{
	r = (struct rec *)alloca(sizeof (struct rec));
	r->b = 200;
	r->i = -100000;
	r->l = 0x1122334455667788;
	r->name[0] = 'd';
	r->name[1] = 0;
	r->in.s = -2;
	r->in.c = 'x';
	printf("%d %d %x %s %d %c\n", r->b, r->i, r->l, r->name, r->in.s, r->in.c);
	exit(0);
}
