/*
 * ASSERTION: copyinstr() of an address that cannot be read faults with that address.
 */

#pragma D option quiet

BEGIN
{
	trace(copyinstr(0));
}

BEGIN
{
	trace(copyinstr(16, 8));
}

BEGIN
{
	exit(0);
}
