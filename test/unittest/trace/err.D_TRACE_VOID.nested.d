/*
 * ASSERTION: trace() of an action: the action is void.
 */

BEGIN
{
	trace(trace(1));
	exit(0);
}
