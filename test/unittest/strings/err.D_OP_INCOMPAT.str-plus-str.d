/*
 * ASSERTION: string + string is not pointer arithmetic (DTrace's message).
 */

BEGIN
{
	s = "abc";
	trace(s + s);
	exit(0);
}
