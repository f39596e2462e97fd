/*
 * ASSERTION: Negative values with width and flags.
 */

#pragma D option quiet

BEGIN
{
	printf("%d|%5d|%-5d|%05d|\n", -42, -42, -42, -42);
	exit(0);
}
