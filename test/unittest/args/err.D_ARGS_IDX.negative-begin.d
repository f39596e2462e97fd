/*
 * ASSERTION: a negative args[] index is out of range (DTrace's D_ARGS_IDX)
 * in a probe without arguments too.
 */

BEGIN
{
	trace(args[-1]);
}
