/*
 * ASSERTION: an integer cannot be assigned to a string variable.
 */
BEGIN
{
	s = "string";
	s = 1;
}
