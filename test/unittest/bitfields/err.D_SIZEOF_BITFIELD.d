/*
 * ASSERTION: sizeof cannot be applied to a bit-field.
 */
struct bf {
	unsigned a:3;
};

struct bf x;

BEGIN
{
	trace(sizeof (x.a));
}
