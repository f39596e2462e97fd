/*
 * ASSERTION: setopt() is an action, not a value.
 */

BEGIN
{
	x = setopt("quiet");
}
