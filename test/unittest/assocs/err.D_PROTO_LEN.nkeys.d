/*
 * ASSERTION: an associative array is always used with the same number of
 * keys.
 */
BEGIN
{
	a[1] = 1;
	a[1, 2] = 2;
}
