/*
 * ASSERTION: printa() needs an aggregation.
 */

BEGIN
{
	printa();
}
