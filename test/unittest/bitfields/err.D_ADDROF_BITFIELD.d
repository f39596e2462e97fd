/*
 * ASSERTION: a bit-field has no address.
 */
struct bf {
	unsigned a:3;
};

struct bf x;

BEGIN
{
	trace(&x.a);
}
