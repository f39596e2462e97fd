/*
 * ASSERTION: -> needs a pointer.
 */
struct s {
	int a;
};

struct s v;

BEGIN
{
	trace(v->a);
}
