/*
 * ASSERTION: void is no key type of an associative array.
 */

int a[int, void];

BEGIN
{
	exit(0);
}
