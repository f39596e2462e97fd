/*
 * ASSERTION: no arithmetic on a void pointer: what it points to has no
 * size (DTrace's D_OP_INCOMPAT).
 */
BEGIN
{
	p = (void *)0;
	trace(p + 1);
}
