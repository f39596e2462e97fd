/*
 * ASSERTION: a declared function is not a D function: calling it is an
 * undefined function, as in DTrace.
 */

extern int f(int);

BEGIN
{
	trace(f(1));
	exit(0);
}
