/*
 * ASSERTION: commit() is an action, not a function with a value: a void,
 * which = may not assign (D_OP_VFPTR).
 */
BEGIN
{
	x = commit(1);
}
