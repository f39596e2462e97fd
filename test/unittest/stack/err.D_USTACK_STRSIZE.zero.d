/*
 * ASSERTION: ustack()'s string size must be positive.
 */

BEGIN
{
	ustack(5, 0);
	exit(0);
}
