/*
 * ASSERTION: speculate() may not follow commit() in a clause.
 */
BEGIN
{
	commit(1);
	speculate(2);
}
