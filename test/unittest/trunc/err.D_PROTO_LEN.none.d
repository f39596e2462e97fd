/*
 * ASSERTION: trunc() needs an aggregation.
 */

BEGIN
{
	trunc();
}
