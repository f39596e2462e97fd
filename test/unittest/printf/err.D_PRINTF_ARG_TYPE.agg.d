/*
 * ASSERTION: An aggregation as a printf() argument: argument: aggregation.
 */

BEGIN
{
	@n = count();
	printf("%d %d\n", 1, @n);
	exit(0);
}
