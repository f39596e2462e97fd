/*
 * ASSERTION: max() takes one argument, not two.
 */

BEGIN
{
	@a = max(1, 2);
}
