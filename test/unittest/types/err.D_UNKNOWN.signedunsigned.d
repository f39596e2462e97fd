/*
 * ASSERTION: signed unsigned names no type.
 */

signed unsigned int x;

BEGIN
{
	exit(0);
}
