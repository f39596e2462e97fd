/*
 * ASSERTION: trunc()'s count must be of scalar type.
 */

BEGIN
{
	@a = count();
	trunc(@a, "two");
}
