/*
 * ASSERTION: Using $1 without arguments.
 */

BEGIN
{
	printf("%d\n", $1);
}
