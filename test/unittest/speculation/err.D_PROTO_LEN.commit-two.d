/*
 * ASSERTION: commit() takes exactly one argument.
 */
BEGIN
{
	commit(1, 2);
}
