/*
 * ASSERTION: inet_ntoa() takes a pointer to the address, not the address.
 */
BEGIN
{
	trace(inet_ntoa(0x0100007f));
}
