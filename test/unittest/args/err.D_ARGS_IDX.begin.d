/*
 * ASSERTION: BEGIN has no arguments.
 */
BEGIN
{
	trace(args[0]);
}
