/*
 * ASSERTION: R_CS and R_SS are the user code and stack segment selectors
 * (0x33 and 0x2b on x86-64 Linux); R_FS is the thread pointer, non-zero.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	printf("%x %x %d\n", uregs[R_CS], uregs[R_SS], uregs[R_FS] != 0);
}
