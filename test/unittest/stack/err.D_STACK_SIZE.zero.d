/*
 * ASSERTION: stack()'s frame count must not be zero.
 */

BEGIN
{
	stack(0);
	exit(0);
}
