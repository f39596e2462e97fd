/*
 * ASSERTION: a psinfo_t member that the library's translator does not
 * convert (pr_argc: not known to a BPF program) is D_XLATE_NOCONV.
 */
BEGIN
{
	trace(curpsinfo->pr_argc);
}
