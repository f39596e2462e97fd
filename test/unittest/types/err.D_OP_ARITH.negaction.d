/*
 * ASSERTION: Unary minus of an action: an operand of arithmetic type is needed.
 */

BEGIN
{
	x = -trace(1);
	exit(0);
}
