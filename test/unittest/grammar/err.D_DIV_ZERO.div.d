/*
 * ASSERTION: Division by zero in a constant expression.
 */

BEGIN
{
	x = 1 / 0;
}
