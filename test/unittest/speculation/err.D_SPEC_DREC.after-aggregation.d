/*
 * ASSERTION: speculate() may not follow an aggregation either.
 */
BEGIN
{
	@a = count();
	speculate(1);
}
