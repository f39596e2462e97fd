/*
 * ASSERTION: printf()'s %k takes a stack, not an integer.
 */

BEGIN
{
	printf("%k", 12);
	exit(0);
}
