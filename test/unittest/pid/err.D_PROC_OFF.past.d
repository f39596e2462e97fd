/*
 * ASSERTION: an offset past the end of the function is refused with
 * DTrace's message, and nothing is attached: pid-insns's insns is 13
 * (0xd) bytes long.
 */
/* @@trigger: pid-insns */

pid$target:a.out:insns:d
{
	trace(uregs[R_RAX]);
}
