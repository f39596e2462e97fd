/*
 * ASSERTION: An aggregating function as the argument of normalize().
 */

BEGIN
{
	normalize(count(), 2);
	exit(0);
}
