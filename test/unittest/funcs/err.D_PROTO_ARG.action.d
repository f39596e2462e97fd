/*
 * ASSERTION: An action as the argument of a subroutine is void.
 */

BEGIN
{
	trace(strlen(trace("a")));
	exit(0);
}
