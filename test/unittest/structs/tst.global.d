/*
 * ASSERTION: members of a global struct variable are written and read.
 */
#pragma D option quiet

struct point {
	int x;
	long y;
	char c;
};

struct point p;

BEGIN
{
	p.x = 1;
	p.y = -2;
	p.c = 'A';
	printf("%d %d %c %d\n", p.x, p.y, p.c, sizeof (p));
	exit(0);
}
