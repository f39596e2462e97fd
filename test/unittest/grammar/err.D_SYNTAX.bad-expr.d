/*
 * ASSERTION: An operator without its right operand.
 */

BEGIN
{
	x = 1 +;
}
