/*
 * ASSERTION: An action as an aggregation key is void.
 */

BEGIN
{
	@[exit(0)] = count();
}
