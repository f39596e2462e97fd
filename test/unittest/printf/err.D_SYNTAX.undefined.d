/*
 * ASSERTION: An unknown conversion is a syntax error.
 */

BEGIN
{
	printf("%Q\n", 1);
	exit(0);
}
