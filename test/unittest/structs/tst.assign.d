/*
 * ASSERTION: a struct is copied by assignment; the copy is independent.
 */
#pragma D option quiet

typedef struct pt {
	int x;
	int y;
} pt_t;

pt_t a;
pt_t b;

BEGIN
{
	a.x = 1;
	a.y = 2;
	b = a;
	b.y = 9;
	printf("%d %d %d %d\n", a.x, a.y, b.x, b.y);
	exit(0);
}
