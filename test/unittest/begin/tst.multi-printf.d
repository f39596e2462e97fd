/*
 * ASSERTION: Several printf() calls in one clause print in order.
 */

#pragma D option quiet

BEGIN
{
	printf("a");
	printf("b");
	printf("c\n");
	exit(0);
}
