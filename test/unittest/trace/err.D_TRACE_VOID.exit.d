/*
 * ASSERTION: exit() as the argument of trace() is void.
 */

BEGIN
{
	trace(exit(0));
}
