/*
 * ASSERTION: commit() is an action, not a function with a value.
 */
BEGIN
{
	x = commit(1);
}
