/*
 * ASSERTION: trace() of strings.
 */

#pragma D option quiet

BEGIN
{
	trace("hello");
	trace(" ");
	trace("world");
	trace("\n");
	exit(0);
}
