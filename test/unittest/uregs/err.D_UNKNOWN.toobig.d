/*
 * ASSERTION: A constant register index beyond the last is a compile error,
 * as in Oracle Linux DTrace (its tag and message).
 */

#pragma D option quiet

BEGIN
{
	trace(uregs[42]);
	exit(0);
}
