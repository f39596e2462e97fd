/*
 * ASSERTION: normalize() needs a divisor.
 */

BEGIN
{
	@a = count();
	normalize(@a);
}
