/*
 * ASSERTION: A backquoted kernel symbol that does not exist is D_IDENT_UNDEF.
 */

BEGIN
{
	trace(`no_such_kernel_symbol);
	exit(0);
}
