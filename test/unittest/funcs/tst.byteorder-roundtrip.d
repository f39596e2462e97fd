/*
 * ASSERTION: ntoh*(hton*(x)) is x, for values computed at run time.
 */
#pragma D option quiet

BEGIN
{
	x = timestamp;
	s = (uint16_t)x;
	l = (uint32_t)x;
	printf("%d %d %d\n", ntohs(htons(s)) == s, ntohl(htonl(l)) == l,
	    ntohll(htonll(x)) == x);
	exit(0);
}
