/*
 * ASSERTION: stringof cannot be applied to a struct.
 */
struct s {
	int a;
};

struct s v;

BEGIN
{
	trace(stringof(v));
}
