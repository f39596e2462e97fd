/*
 * ASSERTION: bit-fields hold values of their width, signed and unsigned.
 */
#pragma D option quiet

struct bf {
	unsigned a:3;
	unsigned b:5;
	int c:4;
	unsigned d:20;
};

struct bf x;

BEGIN
{
	x.a = 5;
	x.b = 31;
	x.c = -3;
	x.d = 0xfffff;
	printf("%d %d %d %x\n", x.a, x.b, x.c, x.d);
	x.a++;
	x.b = 32;
	printf("%d %d %d\n", x.a, x.b, sizeof (x));
	exit(0);
}
