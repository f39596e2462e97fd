/*
 * ASSERTION: An associative array may not take a variable number of keys.
 */

int a[int, ...];

BEGIN
{
	exit(0);
}
