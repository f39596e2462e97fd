/*
 * ASSERTION: speculate() may not follow trace().
 */
BEGIN
{
	trace(1);
	speculate(1);
}
