/*
 * ASSERTION: stack()'s frame count must be positive.
 */

BEGIN
{
	stack(-3);
	exit(0);
}
