/*
 * ASSERTION: args[0] of proc:::create is a psinfo_t *: a member psinfo_t
 * does not have is D_TYPE_MEMBER, as in DTrace.
 */
proc:::create
{
	trace(args[0]->pr_nosuch);
}
