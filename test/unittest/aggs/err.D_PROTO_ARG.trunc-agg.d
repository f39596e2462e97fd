/*
 * ASSERTION: An aggregation as the count of trunc().
 */

BEGIN
{
	@n = count();
	trunc(@n, @n);
	exit(0);
}
