/*
 * ASSERTION: progenyof() takes a pid, not a string.
 */
BEGIN
{
	trace(progenyof("init"));
}
