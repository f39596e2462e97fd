/*
 * ASSERTION: clear() takes one argument, not none.
 */

BEGIN
{
	clear();
}
