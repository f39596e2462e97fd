/*
 * ASSERTION: sizeof of an associative array without a subscript.
 */

BEGIN
{
	a["x"] = 1;
	trace(sizeof(a));
	exit(0);
}
