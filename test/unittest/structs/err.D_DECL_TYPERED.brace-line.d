/*
 * ASSERTION: a second definition of a struct is refused at the line of
 * its opening brace, as DTrace refuses it, not at the end of its body.
 */

struct point {
	int x;
	int y;
};

struct point {
	long x;
	long y;
	long z;
};

BEGIN
{
	exit(0);
}
