/*
 * ASSERTION: a D struct with bit-fields is laid out as DTrace's (libctf's)
 * layout does: each bit-field an integer of the bytes its bits need, at
 * the first byte after the member before; no padding at the end.  The
 * values read back as stored.
 */
#pragma D option quiet

struct one { int a:1; };
struct two { int a:1; int b:3; };
struct wide { int a:12; int b:10; int c:3; };
struct mixed { char c; long d:9; int e:1; };
struct gap { int a:4; int :0; int b:4; };
union u { int a:3; char b; };

struct mixed m;

BEGIN
{
	printf("%d %d %d %d %d %d\n", sizeof(struct one), sizeof(struct two),
	    sizeof(struct wide), sizeof(struct mixed), sizeof(struct gap),
	    sizeof(union u));
	m.c = 'x';
	m.d = -200;
	m.e = 1;
	printf("%c %d %d\n", m.c, m.d, m.e);
	trace(m);
	exit(0);
}
