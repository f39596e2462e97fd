/*
 * ASSERTION: printf() %d with a string argument.
 */

BEGIN
{
	printf("%d\n", "string");
	exit(0);
}
