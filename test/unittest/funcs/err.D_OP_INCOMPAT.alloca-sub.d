/*
 * ASSERTION: subtracting a non-alloca pointer from an alloca() pointer is
 * meaningless.
 */
BEGIN
{
	a = (char *)alloca(1);
	b = (char *)8;
	trace(a - b);
}
