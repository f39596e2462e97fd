/*
 * ASSERTION: an offset inside an instruction is refused with DTrace's
 * message, and nothing is attached: offset 5 of pid-insns's insns is the
 * second byte of "mov $0x1234,%eax" (offsets 4 to 8).
 */
/* @@trigger: pid-insns */

pid$target:a.out:insns:5
{
	trace(uregs[R_RAX]);
}
