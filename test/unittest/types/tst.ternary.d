/*
 * ASSERTION: The conditional operator.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", 1 ? 2 : 3, 0 ? 2 : 3);
	exit(0);
}
