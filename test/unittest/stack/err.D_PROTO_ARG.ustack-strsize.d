/*
 * ASSERTION: ustack()'s string size must be an integer.
 */

BEGIN
{
	ustack(5, "size");
	exit(0);
}
