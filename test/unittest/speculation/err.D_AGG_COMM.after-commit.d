/*
 * ASSERTION: aggregating actions may not follow commit().
 */
BEGIN
{
	commit(1);
	@a = count();
}
