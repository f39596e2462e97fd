/*
 * ASSERTION: copyinstr(0) faults with "invalid address (0x0)".
 */

#pragma D option quiet

BEGIN
{
	trace(copyinstr(0));
}

BEGIN
{
	exit(0);
}
