/*
 * ASSERTION: inet_ntop() takes a family and an address.
 */
BEGIN
{
	trace(inet_ntop(2));
}
