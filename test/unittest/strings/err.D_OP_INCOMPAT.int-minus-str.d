/*
 * ASSERTION: int - string is not pointer arithmetic (DTrace's message).
 */

BEGIN
{
	s = "abc";
	trace(1 - s);
	exit(0);
}
