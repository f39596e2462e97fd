/*
 * ASSERTION: offsetof cannot be applied to a bit-field.
 */
struct bf {
	int b;
	unsigned a:3;
};

BEGIN
{
	trace(offsetof(struct bf, a));
}
