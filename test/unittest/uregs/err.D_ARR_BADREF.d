/*
 * ASSERTION: uregs is an array: it needs a subscript.
 */

BEGIN
{
	trace(uregs);
	exit(0);
}
