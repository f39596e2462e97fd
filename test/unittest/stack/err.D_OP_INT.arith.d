/*
 * ASSERTION: A stack is not a value for arithmetic.
 */

BEGIN
{
	trace(stack() + 1);
	exit(0);
}
