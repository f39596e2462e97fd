/*
 * ASSERTION: trace() of an expression.
 */

#pragma D option quiet

BEGIN
{
	trace(6 * 7);
	trace("\n");
	exit(0);
}
