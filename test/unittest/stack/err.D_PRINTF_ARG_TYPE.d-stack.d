/*
 * ASSERTION: A stack is not an integer for printf()'s %d.
 */

BEGIN
{
	printf("%d", stack());
	exit(0);
}
