/*
 * ASSERTION: rawbytes prints trace()d strings as a hex dump.
 */

#pragma D option quiet
#pragma D option rawbytes
#pragma D option strsize=20

BEGIN
{
	trace("ab\tcd");
	trace(42);
	exit(0);
}
