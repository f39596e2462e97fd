/*
 * ASSERTION: count() takes no argument.
 */

BEGIN
{
	@a = count(1);
}
