/*
 * ASSERTION: a data-recording action after commit() in an if statement is
 * refused.
 */
BEGIN
{
	commit(1);
	if (1) {
		printf("x\n");
	}
}
