/*
 * ASSERTION: printa() of an aggregation never assigned.
 */

BEGIN
{
	printa(@nosuch);
}
