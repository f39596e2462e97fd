/*
 * ASSERTION: inet_ntop(AF_INET, ...) prints IPv4 addresses.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

/* AF_INET comes from the D library (dlib/net.d) */

test_net$target:::addr4
{
	printf("%d %s\n", arg1, inet_ntop(AF_INET, copyin(arg0, 4)));
}
