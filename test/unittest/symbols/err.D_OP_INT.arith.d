/*
 * ASSERTION: What sym() gives is no integer.
 */

BEGIN
{
	trace(sym(0) + 1);
	exit(0);
}
