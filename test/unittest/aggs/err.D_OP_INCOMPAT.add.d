/*
 * ASSERTION: An aggregation plus an integer: incompatible types.
 */

BEGIN
{
	@n = count();
	x = @n + 1;
	exit(0);
}
