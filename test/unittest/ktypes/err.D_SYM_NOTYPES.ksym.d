/*
 * ASSERTION: A kernel symbol BTF has no type for (_stext, a linker symbol) is D_SYM_NOTYPES.
 */

BEGIN
{
	trace(`_stext);
	exit(0);
}
