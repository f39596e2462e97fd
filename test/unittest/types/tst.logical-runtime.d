/*
 * ASSERTION: && and || on operands known only at run time: || is true as
 * soon as its left operand is, && false as soon as its left one is.
 */

#pragma D option quiet

BEGIN
{
	x = 5;
	printf("%d %d %d\n", x == 1 || x == 5, x == 5 || x == 1, x == 1 || x == 2);
	printf("%d %d %d\n", x == 5 && x == 1, x == 5 && x == 5, x == 1 && x == 5);
	printf("%d %d\n", x || 0, 0 || x);
	exit(0);
}
