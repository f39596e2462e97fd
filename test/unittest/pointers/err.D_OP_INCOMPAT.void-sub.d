/*
 * ASSERTION: no difference of void pointers (DTrace's D_OP_INCOMPAT).
 */
BEGIN
{
	p = (void *)0;
	trace(p - p);
}
