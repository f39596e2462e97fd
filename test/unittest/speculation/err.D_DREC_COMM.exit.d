/*
 * ASSERTION: exit() is a data-recording action: it may not follow commit().
 */
BEGIN
{
	commit(1);
	exit(0);
}
