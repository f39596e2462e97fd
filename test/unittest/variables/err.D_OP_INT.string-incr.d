/*
 * ASSERTION: ++ needs an integer or a pointer.
 */
BEGIN
{
	s = "abc";
	s++;
}
