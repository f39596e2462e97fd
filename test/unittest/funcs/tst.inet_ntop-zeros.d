/*
 * ASSERTION: DTrace's zero compression: a single zero group is compressed
 * unless it is the last; of equal runs the later wins when the group
 * after it starts with a zero byte; the run may swallow the IPv4 part of
 * an IPv4-compatible address, which is then written group by group.
 */
#pragma D option quiet

BEGIN
{
	a = (uint16_t *)alloca(16);
	a[0] = htons(1); a[1] = 0; a[2] = htons(2); a[3] = htons(3);
	a[4] = htons(4); a[5] = htons(5); a[6] = htons(6); a[7] = htons(7);
	printf("%s\n", inet_ntop(10, a));
	a[1] = htons(2); a[2] = htons(3); a[3] = htons(4);
	a[4] = htons(5); a[5] = htons(6); a[6] = htons(7); a[7] = 0;
	printf("%s\n", inet_ntop(10, a));
	a[6] = 0;
	printf("%s\n", inet_ntop(10, a));
	a[0] = 0; a[1] = 0; a[2] = 0; a[3] = 0; a[4] = 0; a[5] = 0; a[6] = 0;
	a[7] = htons(0x0102);
	printf("%s\n", inet_ntop(10, a));
	a[0] = htons(0xabcd); a[3] = htons(0x10); a[7] = htons(0xff);
	printf("%s\n", inet_ntop(10, a));
	a[0] = htons(0x100); a[1] = 0; a[2] = 0; a[3] = 0; a[4] = 0; a[5] = 0;
	a[6] = 0; a[7] = htons(2);
	printf("%s\n", inet_ntop(10, a));
	exit(0);
}
