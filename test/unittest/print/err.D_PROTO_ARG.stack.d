/*
 * ASSERTION: print() takes a value, not a stack.
 */
BEGIN
{
	print(stack());
	exit(1);
}
