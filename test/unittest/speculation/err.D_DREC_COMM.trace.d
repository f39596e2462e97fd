/*
 * ASSERTION: data-recording actions may not follow commit().
 */
BEGIN
{
	commit(1);
	trace(1);
}
