/*
 * ASSERTION: printf() as an argument of printf() is void.
 */

BEGIN
{
	printf("%d\n", printf("x"));
	exit(0);
}
