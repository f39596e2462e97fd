/*
 * ASSERTION: a constant subscript out of range is a compile error.
 */
int a[5];

BEGIN
{
	trace(a[5]);
}
