/*
 * ASSERTION: commit() may not follow a data-recording action.
 */
BEGIN
{
	printf("data\n");
	commit(1);
}
