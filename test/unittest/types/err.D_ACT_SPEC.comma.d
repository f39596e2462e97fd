/*
 * ASSERTION: An action that no operator refuses is still no value.
 */

BEGIN
{
	x = (trace(1), 2);
	exit(0);
}
