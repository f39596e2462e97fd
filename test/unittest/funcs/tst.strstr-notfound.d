/*
 * ASSERTION: strstr() finding nothing is NULL: tracing it faults.
 */

#pragma D option quiet

BEGIN
{
	trace(strstr("foobarbaz", "qux"));
}

BEGIN
{
	exit(0);
}
