/*
 * ASSERTION: setopt()'s value is a string.
 */

BEGIN
{
	setopt("quiet", 1);
}
