/*
 * ASSERTION: a negative args[] index is out of range (DTrace's D_ARGS_IDX),
 * for a probe with arguments as for one without; the compile must not read
 * before the probe's argument list.
 */

syscall::read:entry
{
	trace(args[-1]);
}
