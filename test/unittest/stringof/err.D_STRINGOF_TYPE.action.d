/*
 * ASSERTION: stringof an action: a value of type void.
 */

BEGIN
{
	trace(stringof(trace(1)));
	exit(0);
}
