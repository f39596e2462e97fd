/*
 * ASSERTION: strlen() of a pointer to int does not match its prototype, even a null one.
 */

BEGIN
{
	trace(strlen((int *)0));
	exit(0);
}
