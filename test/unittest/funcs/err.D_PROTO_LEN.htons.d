/*
 * ASSERTION: htons() takes one argument.
 */
BEGIN
{
	trace(htons(1, 2));
}
