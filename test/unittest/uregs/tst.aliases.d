/*
 * ASSERTION: The i386 and portable names read the 64-bit registers.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	printf("%d %d %d %d %d\n", uregs[R_PC] == uregs[R_RIP],
	    uregs[R_SP] == uregs[R_RSP], uregs[R_FP] == uregs[R_RBP],
	    uregs[R_EAX] == uregs[R_RAX], uregs[R_PS] == uregs[R_RFL]);
	printf("%d %d %d %d %d\n", uregs[R_ECX] == uregs[R_RCX],
	    uregs[R_EDX] == uregs[R_RDX], uregs[R_ESI] == uregs[R_RSI],
	    uregs[R_EDI] == uregs[R_RDI], uregs[R_R0] == uregs[R_RAX]);
}
