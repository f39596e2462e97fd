/*
 * ASSERTION: print() of an integer constant is refused, with Oracle Linux
 * DTrace's message (its print() takes a pointer).
 */
BEGIN
{
	print(1);
}
