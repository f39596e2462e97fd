/*
 * ASSERTION: uregs[] takes one subscript.
 */

BEGIN
{
	trace(uregs[1, 2]);
	exit(0);
}
