/*
 * ASSERTION: inet_ntoa6()'s second argument, as in Oracle Linux DTrace:
 * not 0 ("strict"), an IPv4-compatible or IPv4-mapped address keeps its
 * "::" or "::ffff:" prefix; 0 or left out, only the dotted decimal part.
 */

#pragma D option quiet

int *p;

BEGIN
{
	p = alloca(16);
	p[3] = htonl(0x7f000001);
	printf("%s %s %s\n", inet_ntoa6((struct in6_addr *)p, 1),
	    inet_ntoa6((struct in6_addr *)p, 0), inet_ntoa6((struct in6_addr *)p));
	p[2] = htonl(0xffff);
	printf("%s %s %s\n", inet_ntoa6((struct in6_addr *)p, 7),
	    inet_ntoa6((struct in6_addr *)p, 0), inet_ntoa6((struct in6_addr *)p));
	p[0] = htonl(0xfe800000);
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)p, 1),
	    inet_ntoa6((struct in6_addr *)p));
	exit(0);
}
