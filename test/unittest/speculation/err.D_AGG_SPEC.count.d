/*
 * ASSERTION: aggregating actions may not be speculative.
 */
BEGIN
{
	speculate(1);
	@a = count();
}
