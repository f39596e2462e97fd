/*
 * ASSERTION: trunc() of something that is not an aggregation.
 */

BEGIN
{
	trunc(3, 1);
}
