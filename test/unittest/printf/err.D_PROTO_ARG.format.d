/*
 * ASSERTION: A format that is not a string: DTrace's prototype check.
 */

BEGIN
{
	printf(42);
	exit(0);
}
