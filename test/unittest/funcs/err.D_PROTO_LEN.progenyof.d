/*
 * ASSERTION: progenyof() takes one argument.
 */
BEGIN
{
	trace(progenyof());
}
