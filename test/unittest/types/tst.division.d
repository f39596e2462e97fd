/*
 * ASSERTION: Integer division and modulo truncate toward zero.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", -1 / 2, -7 / 2, 7 / -2, 7 / 2);
	printf("%d %d %d\n", -7 % 2, 7 % -2, 7 % 3);
	exit(0);
}
