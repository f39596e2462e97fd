/*
 * ASSERTION: An aggregation as the key of another.
 */

BEGIN
{
	@n = count();
	@m[@n] = count();
	exit(0);
}
