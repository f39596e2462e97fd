/*
 * ASSERTION: nested and anonymous struct members.
 */
#pragma D option quiet

struct outer {
	int a;
	struct {
		int b;
		int c;
	} in;
	struct inner2 {
		short d;
	} in2;
};

struct outer v;

BEGIN
{
	v.a = 1;
	v.in.c = 3;
	v.in2.d = -4;
	printf("%d %d %d %d\n", v.a, v.in.b, v.in.c, v.in2.d);
	exit(0);
}
