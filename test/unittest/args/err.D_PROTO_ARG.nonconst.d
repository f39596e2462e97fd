/*
 * ASSERTION: args[ ] needs a constant subscript.
 */
BEGIN
{
	i = 0;
	trace(args[i]);
}
