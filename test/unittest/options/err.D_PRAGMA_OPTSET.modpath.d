/*
 * ASSERTION: modpath can be set on the command line only, as in DTrace.
 */

#pragma D option modpath=/nonexistent

BEGIN
{
	exit(0);
}
