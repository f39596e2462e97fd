/*
 * ASSERTION: trace() of a struct whose bytes are a string followed only
 * by NULs prints the string.
 */
#pragma D option quiet

struct s {
	char name[8];
};

struct s v;

BEGIN
{
	v.name = "abc";
	trace(v);
	printf("|\n");
	exit(0);
}
