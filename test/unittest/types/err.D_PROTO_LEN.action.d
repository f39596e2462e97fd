/*
 * ASSERTION: An action used as a value still has its arguments checked.
 */

BEGIN
{
	x = 1 ? trace() : 2;
	exit(0);
}
