/*
 * ASSERTION: trace() of a struct records its bytes; bytes that are not
 * printable characters are shown as DTrace's hex dump.
 */
#pragma D option quiet

struct s {
	int a;
	int b;
};

struct s v;

BEGIN
{
	v.a = 1;
	v.b = 0x41424344;
	trace(v);
	exit(0);
}
