/*
 * ASSERTION: strtoll() reads a decimal integer: leading blanks and a sign, then digits up to the first non-digit.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", strtoll("0"), strtoll("12"), strtoll("-12"), strtoll("+12"));
	printf("%d %d %d\n", strtoll("  42"), strtoll("\t7x"), strtoll("12abc"));
	printf("%d %d %d %d\n", strtoll(""), strtoll("-"), strtoll(" - 3"), strtoll("x1"));
	printf("%d %d\n", strtoll("9223372036854775807"), strtoll("-9223372036854775807"));
	exit(0);
}
