/*
 * ASSERTION: ustack()'s frame count must not be zero.
 */

BEGIN
{
	ustack(0);
	exit(0);
}
