/*
 * ASSERTION: An aggregating function as the argument of clear().
 */

BEGIN
{
	clear(sum(1));
	exit(0);
}
