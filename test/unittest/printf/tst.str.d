/*
 * ASSERTION: The %s conversion with width, left adjustment and precision.
 */

#pragma D option quiet

BEGIN
{
	printf("%s|%10s|%-10s|%.3s|\n", "abc", "abc", "abc", "abcdef");
	printf("%*s|%-*s|\n", 8, "hi", 8, "hi");
	exit(0);
}
