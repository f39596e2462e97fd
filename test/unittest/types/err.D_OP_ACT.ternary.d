/*
 * ASSERTION: An action may not be an operand of ?:.
 */

BEGIN
{
	x = 1 ? trace(1) : trace(2);
	exit(0);
}
