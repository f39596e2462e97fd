/*
 * ASSERTION: structs and unions can be associative array keys, alone or
 * with other keys; elements are told apart by every byte of the key.
 */
#pragma D option quiet

struct pt {
	int x;
	int y;
};

union u {
	int i;
	char c[8];
};

struct pt p;
union u v;

BEGIN
{
	p.x = 1; p.y = 2;
	a[p] = 12;
	p.y = 3;
	a[p] = 13;
	b[p, "s"] = 130;
	self->c[p] = 1300;
	v.i = 7;
	w[v] = "seven";
	v.i = 8;
	w[v] = "eight";

	p.y = 2;
	printf("%d %d %d\n", a[p], b[p, "s"], self->c[p]);
	p.y = 3;
	printf("%d %d %d\n", a[p], b[p, "s"], self->c[p]);
	p.x = 9;
	printf("%d\n", a[p]);
	v.i = 7;
	printf("%s ", w[v]);
	v.i = 8;
	printf("%s\n", w[v]);
	exit(0);
}
