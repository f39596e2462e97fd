/*
 * ASSERTION: setopt("rawbytes") switches trace()'s strings to hex dumps and back.
 */

#pragma D option quiet
#pragma D option strsize=9

BEGIN
{
	trace("ab");
	setopt("rawbytes");
	trace("cd");
	setopt("rawbytes", "off");
	trace("ef\n");
	exit(0);
}
