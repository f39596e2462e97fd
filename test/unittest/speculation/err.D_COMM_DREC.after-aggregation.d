/*
 * ASSERTION: commit() may not follow an aggregating action.
 */
BEGIN
{
	@a = count();
	commit(1);
}
