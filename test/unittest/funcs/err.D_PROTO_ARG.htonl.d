/*
 * ASSERTION: htonl() takes an integer.
 */
BEGIN
{
	trace(htonl("1234"));
}
