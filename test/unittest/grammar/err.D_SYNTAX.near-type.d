/*
 * ASSERTION: An unknown type in offsetof( ) is a syntax error quoting the
 * rest of the line from the word, as DTrace's.
 */

BEGIN
{
	trace(offsetof(vnode_t, v_no_such_member));
}
