/*
 * ASSERTION: copyoutstr()'s first argument is a string.
 */

BEGIN
{
	copyoutstr(1, 0, 2);
}
