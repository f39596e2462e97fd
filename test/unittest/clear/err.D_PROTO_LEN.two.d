/*
 * ASSERTION: clear() takes one argument.
 */

BEGIN
{
	@a = count();
	clear(@a, @a);
}
