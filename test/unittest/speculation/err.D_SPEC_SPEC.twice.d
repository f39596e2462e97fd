/*
 * ASSERTION: speculate() may appear only once in a clause.
 */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	speculate(s);
}
