/*
 * ASSERTION: ustack()'s frame count must be an integer.
 */

BEGIN
{
	ustack("many");
	exit(0);
}
