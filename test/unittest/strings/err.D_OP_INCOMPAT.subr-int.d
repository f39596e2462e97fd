/*
 * ASSERTION: A subroutine's string result does not compare with an integer variable.
 */

BEGIN
{
	x = 1;
	trace(strjoin("a", "b") != x);
	exit(0);
}
