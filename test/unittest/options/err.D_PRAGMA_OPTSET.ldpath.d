/*
 * ASSERTION: ldpath can be set on the command line only, as in DTrace.
 */

#pragma D option ldpath=/nonexistent

BEGIN
{
	exit(0);
}
