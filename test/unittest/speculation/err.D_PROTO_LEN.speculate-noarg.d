/*
 * ASSERTION: speculate() takes a speculation id.
 */
BEGIN
{
	speculate();
}
