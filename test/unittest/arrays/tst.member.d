/*
 * ASSERTION: an array member of a struct.
 */
#pragma D option quiet

struct s {
	int n;
	short vals[4];
};

struct s v;

BEGIN
{
	v.n = 4;
	v.vals[0] = -1;
	v.vals[3] = 300;
	printf("%d %d %d %d\n", v.n, v.vals[0], v.vals[1], v.vals[3]);
	exit(0);
}
