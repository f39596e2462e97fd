/*
 * ASSERTION: sum() takes one argument.
 */

BEGIN
{
	@a = sum();
}
