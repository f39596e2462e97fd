/*
 * ASSERTION: inet_ntoa() of an unmapped address is an invalid address.
 */
#pragma D option quiet

BEGIN
{
	trace(inet_ntoa((ipaddr_t *)8));
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
