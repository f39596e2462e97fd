/*
 * ASSERTION: a clause-local may not be declared as an associative array.
 */
this int a[int];

BEGIN
{
	exit(0);
}
