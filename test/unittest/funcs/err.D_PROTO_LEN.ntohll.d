/*
 * ASSERTION: ntohll() takes one argument.
 */
BEGIN
{
	trace(ntohll());
}
