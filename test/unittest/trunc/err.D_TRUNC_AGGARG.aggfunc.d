/*
 * ASSERTION: An aggregating function as the argument of trunc().
 */

BEGIN
{
	trunc(min(1), 2);
	exit(0);
}
