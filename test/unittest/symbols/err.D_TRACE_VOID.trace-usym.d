/*
 * ASSERTION: usym() is an action, not a value trace() can record.
 */

BEGIN
{
	trace(usym(0));
	exit(0);
}
