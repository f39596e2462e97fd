/*
 * ASSERTION: the values of an associative array keep their type.
 */
BEGIN
{
	a[1] = "string";
	a[2] = 3;
}
