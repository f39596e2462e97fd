/*
 * ASSERTION: & needs an lvalue.
 */
BEGIN
{
	trace(&1);
}
