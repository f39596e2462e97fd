/*
 * ASSERTION: link_ntop() takes a type and an address.
 */

BEGIN
{
	trace(link_ntop(ARPHRD_ETHER));
	exit(0);
}
