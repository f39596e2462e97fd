/*
 * ASSERTION: print() of a bad pointer is an invalid address fault.
 */
#pragma D option quiet

struct s {
	int a;
};

BEGIN
{
	print((struct s *)16);
}

BEGIN
{
	exit(0);
}
