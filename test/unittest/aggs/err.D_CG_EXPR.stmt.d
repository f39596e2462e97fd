/*
 * ASSERTION: An aggregating function is not a statement of its own.
 */

BEGIN
{
	count();
}
