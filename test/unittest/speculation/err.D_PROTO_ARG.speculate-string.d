/*
 * ASSERTION: the speculation id is an integer.
 */
BEGIN
{
	speculate("one");
}
