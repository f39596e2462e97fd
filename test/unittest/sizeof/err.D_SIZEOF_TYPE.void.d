/*
 * ASSERTION: sizeof (void) is refused: void has no size (DTrace's
 * D_SIZEOF_TYPE).
 */
BEGIN
{
	trace(sizeof (void));
}
