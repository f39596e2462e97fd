/*
 * ASSERTION: getminor() takes one argument.
 */
BEGIN
{
	trace(getminor());
}
