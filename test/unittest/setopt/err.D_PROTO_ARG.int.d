/*
 * ASSERTION: setopt()'s option is a string.
 */

BEGIN
{
	setopt(1);
}
