/*
 * ASSERTION: setopt() needs an option.
 */

BEGIN
{
	setopt();
}
