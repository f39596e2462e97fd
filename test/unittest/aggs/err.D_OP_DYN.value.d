/*
 * ASSERTION: An aggregation has no value to use in an expression.
 */

BEGIN
{
	@a = count();
	x = @a;
}
