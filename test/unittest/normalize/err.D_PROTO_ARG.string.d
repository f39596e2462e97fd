/*
 * ASSERTION: normalize()'s divisor must be of scalar type.
 */

BEGIN
{
	@a = count();
	normalize(@a, "ten");
}
