/*
 * ASSERTION: uregs is an associative array: used as a scalar it is
 * D_IDENT_BADREF, as DTrace says.
 */

BEGIN
{
	trace(uregs);
	exit(0);
}
