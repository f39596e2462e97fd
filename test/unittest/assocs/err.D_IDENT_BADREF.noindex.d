/*
 * ASSERTION: an associative array cannot be used without a subscript.
 */
BEGIN
{
	a[1] = 1;
	trace(a);
}
