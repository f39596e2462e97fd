/*
 * ASSERTION: Arithmetic precedence and unary minus.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", 2 + 3 * 4, (2 + 3) * 4, -(-5));
	exit(0);
}
