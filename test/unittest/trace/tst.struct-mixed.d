/*
 * ASSERTION: trace() of a struct with a char member before an int, and of
 * a char array member, prints their bytes as the hex dump.
 */
#pragma D option quiet

struct s {
	char c;
	int a;
	char tag[3];
};

struct s v;

BEGIN
{
	v.c = 'x';
	v.a = 0x01020304;
	v.tag = "ab";
	trace(v);
	trace(v.tag);
	exit(0);
}
