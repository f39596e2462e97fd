/*
 * ASSERTION: basename() takes a string.
 */

BEGIN
{
	trace(basename(1));
	exit(0);
}
