/*
 * ASSERTION: normalize() of an aggregation never assigned.
 */

BEGIN
{
	normalize(@nosuch, 2);
}
