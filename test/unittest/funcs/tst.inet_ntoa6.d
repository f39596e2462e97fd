/*
 * ASSERTION: inet_ntoa6() prints IPv6 addresses as inet_ntop() does, but
 * only the IPv4 part of IPv4-mapped and IPv4-compatible addresses.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::addr6
{
	printf("%d %s\n", arg1, inet_ntoa6(copyin(arg0, 16)));
}
