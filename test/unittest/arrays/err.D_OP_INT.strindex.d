/*
 * ASSERTION: an array subscript must be an integer.
 */
int a[5];

BEGIN
{
	trace(a["x"]);
}
