/*
 * ASSERTION: args[0] is a psinfo_t * in proc:::create and an int in
 * proc:::exit: a clause on both may not use it (D_ARGS_MULTI).
 */
proc:::create, proc:::exit
{
	trace(args[0]);
}
