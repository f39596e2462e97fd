/*
 * ASSERTION: An aggregation must be assigned an aggregating function, not a subroutine.
 */

BEGIN
{
	@a = strlen("abc");
}
