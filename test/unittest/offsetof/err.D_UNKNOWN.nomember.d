/*
 * ASSERTION: offsetof() of a member the struct lacks: DTrace's D_UNKNOWN.
 */

struct pair {
	int a;
	int b;
};

BEGIN
{
	trace(offsetof(struct pair, c));
	exit(0);
}
