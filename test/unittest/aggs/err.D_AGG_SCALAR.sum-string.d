/*
 * ASSERTION: sum() of a string: its argument must be of scalar type.
 */

BEGIN
{
	@a = sum("hello");
}
