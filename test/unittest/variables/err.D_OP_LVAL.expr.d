/*
 * ASSERTION: an arithmetic expression is not an lvalue.
 */
BEGIN
{
	x = 1;
	(x + 1) = 2;
}
