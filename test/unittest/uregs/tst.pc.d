/*
 * ASSERTION: uregs[R_PC] is where the probe is, in func_c(); R_SP and
 * R_FP point into the stack, the frame pointer above the stack pointer.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	usym(uregs[R_PC]);
	printf("\n%d %d\n", uregs[R_FP] >= uregs[R_SP],
	    uregs[R_FP] - uregs[R_SP] < 0x10000);
}
