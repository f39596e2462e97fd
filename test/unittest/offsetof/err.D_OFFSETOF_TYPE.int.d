/*
 * ASSERTION: offsetof needs a struct or union type.
 */
BEGIN
{
	trace(offsetof(int, x));
}
