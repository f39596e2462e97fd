/*
 * ASSERTION: an associative array's keys keep their types.
 */
BEGIN
{
	a[1] = 1;
	a["one"] = 2;
}
