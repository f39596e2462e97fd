/*
 * ASSERTION: The printf flags # 0 - + and space.
 */

#pragma D option quiet

BEGIN
{
	printf("%#x %#o %#X\n", 0x123, 8, 255);
	printf("%08x|%-8x|\n", 0x123, 0x123);
	printf("%+d|% d|%+8d|% 8d|\n", 123, 123, 123, 123);
	printf("%-+5d|%05d|\n", 7, -42);
	exit(0);
}
