/*
 * ASSERTION: inet_ntoa() prints IPv4 addresses in user memory in dotted
 * decimal.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::addr4
{
	printf("%d %s\n", arg1, inet_ntoa((ipaddr_t *)copyin(arg0, 4)));
}
