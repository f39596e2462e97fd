/*
 * ASSERTION: lockmem can be set on the command line only, as in DTrace.
 */

#pragma D option lockmem=unlimited

BEGIN
{
	exit(0);
}
