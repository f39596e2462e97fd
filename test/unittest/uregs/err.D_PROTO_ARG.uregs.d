/*
 * ASSERTION: uregs[]'s subscript must be an integer constant.
 */

BEGIN
{
	trace(uregs[arg0]);
	exit(0);
}
