/*
 * ASSERTION: inet_ntop(AF_INET6, ...) prints IPv6 addresses as DTrace
 * does: "::" for the run of zeros its scan finds, IPv4-mapped and
 * IPv4-compatible addresses with a dotted-decimal end.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

/* AF_INET6 comes from the D library (dlib/net.d) */

test_net$target:::addr6
{
	printf("%d %s\n", arg1, inet_ntop(AF_INET6, copyin(arg0, 16)));
}
