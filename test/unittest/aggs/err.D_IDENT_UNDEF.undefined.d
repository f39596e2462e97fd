/*
 * ASSERTION: An aggregation that is never assigned cannot be referenced.
 */

BEGIN
{
	@nosuch;
}
