/*
 * ASSERTION: An aggregating function has no value to use in an expression.
 */

BEGIN
{
	x = sum(1) + 1;
}
