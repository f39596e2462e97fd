/*
 * ASSERTION: An unknown aggregating function.
 */

BEGIN
{
	@a = nosuchfunc(1);
}
