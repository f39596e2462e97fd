/*
 * ASSERTION: a member that does not exist.
 */
struct s {
	int a;
};

struct s v;

BEGIN
{
	trace(v.nope);
}
