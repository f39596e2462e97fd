/*
 * ASSERTION: trace() of a struct of chars, even one that holds a string,
 * prints the hex dump, as Oracle DTrace does for every struct, union and
 * array whatever its alignment.
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
