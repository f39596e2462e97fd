/*
 * ASSERTION: setopt() takes effect in record order: a string traced before it
 *	prints in the old mode.
 */

#pragma D option quiet
#pragma D option strsize=9

BEGIN
{
	trace("x");
	setopt("rawbytes");
	trace("y");
	exit(0);
}

END
{
	trace("z");
}
