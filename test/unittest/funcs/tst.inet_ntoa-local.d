/*
 * ASSERTION: inet_ntoa() reads kernel memory too: here a D variable.
 */
#pragma D option quiet

BEGIN
{
	this->ip = htonl(0xc0a8010a);
	printf("%s\n", inet_ntoa(&this->ip));
	exit(0);
}
