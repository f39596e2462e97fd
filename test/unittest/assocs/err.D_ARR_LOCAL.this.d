/*
 * ASSERTION: associative arrays cannot be clause-local.
 */
this int a[int];

BEGIN
{
	exit(0);
}
