/*
 * ASSERTION: integer arithmetic follows the Guide's rule: the result has
 * the type of the operand of higher rank, with no promotion of char and
 * short to int (unsigned char + unsigned char is an unsigned char).  The
 * value itself is computed in 64 bits, as DTrace's registers do, and cut to
 * the type only where it is recorded or stored: (a + a) == 144 is false.
 */
#pragma D option quiet

unsigned char a;
char c;
unsigned short us;
short s;

BEGIN
{
	a = 200;
	c = 100;
	us = 60000;
	s = 30000;
	printf("%d %d\n", a + a, sizeof(a + a));
	printf("%d %d\n", a * a, sizeof(a * a));
	printf("%d %d\n", c + c, sizeof(c + c));
	printf("%d %d\n", us + us, sizeof(us + us));
	printf("%d %d\n", s + s, sizeof(s - s));
	printf("%d %d\n", a + 1, sizeof(a + 1));
	printf("%d %d\n", a + s, sizeof(a + s));
	printf("%d %d %d\n", -a, ~a, sizeof(-a));
	printf("%d %d\n", a << 1, sizeof(a << 1));
	printf("%d\n", (a + a) == 144);
	exit(0);
}
