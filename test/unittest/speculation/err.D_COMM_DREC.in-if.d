/*
 * ASSERTION: commit() in an if statement after a data-recording action is
 * refused.
 */
BEGIN
{
	trace(1);
	if (1) {
		commit(1);
	}
}
