/*
 * ASSERTION: Bitwise and logical operators.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", 0xf0 | 0x0f, 0xff & 0x0f, 0xff ^ 0x0f, ~0);
	printf("%d %d %d\n", !0, 1 && 0, 0 || 2);
	exit(0);
}
