/*
 * ASSERTION: long may not qualify a string.
 */

long string s;

BEGIN
{
	exit(0);
}
