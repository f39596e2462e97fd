/*
 * ASSERTION: strtoll() in bases 2 to 36; base 16 skips a "0x" or "0X" before a hex digit.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", strtoll("101", 2), strtoll("777", 8), strtoll("ff", 16),
	    strtoll("zZ", 36));
	printf("%d %d %d %d\n", strtoll("0x1f", 16), strtoll("0X1F", 16), strtoll("0x1f"),
	    strtoll("0xg", 16));
	printf("%d %d %d\n", strtoll("0x", 16), strtoll("-0x10", 16), strtoll("12", 2));
	exit(0);
}
