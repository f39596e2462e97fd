/*
 * ASSERTION: the byte-order functions return uint16_t, uint32_t and
 * uint64_t, and take only the low bytes of their argument.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", sizeof (htons(1)), sizeof (htonl(1)), sizeof (htonll(1)));
	printf("%d %d %d\n", sizeof (ntohs(1)), sizeof (ntohl(1)), sizeof (ntohll(1)));
	printf("%x %x\n", htons(0xabcd1234), htonl(0x1122334455667788));
	exit(0);
}
