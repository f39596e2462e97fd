/*
 * ASSERTION: inet_ntoa() reads kernel memory too: here alloca() memory.
 */
#pragma D option quiet

BEGIN
{
	this->ip = (ipaddr_t *)alloca(sizeof (ipaddr_t));
	*this->ip = htonl(0xc0a8010a);
	printf("%s\n", inet_ntoa(this->ip));
	exit(0);
}
