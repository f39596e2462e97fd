/*
 * ASSERTION: setopt() takes at most two arguments.
 */

BEGIN
{
	setopt("quiet", "yes", "really");
}
