/*
 * ASSERTION: byte order applies to variables, and a port in network order
 * reads back in host order.
 */
#pragma D option quiet

BEGIN
{
	port = 8080;
	net = htons(port);
	printf("%d %d %x\n", net, ntohs(net), net);
	exit(0);
}
