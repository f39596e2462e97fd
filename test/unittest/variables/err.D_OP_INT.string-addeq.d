/*
 * ASSERTION: += needs an integer (or pointer) variable.
 */
BEGIN
{
	s = "abc";
	s += 1;
}
