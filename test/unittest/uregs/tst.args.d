/*
 * ASSERTION: A stapsdt argument in a register is that register's value:
 * sdt-ustack's arguments are in registers (see its note), so one of them
 * holds arg0, &func_b.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	printf("%d\n", uregs[R_RAX] == arg0 || uregs[R_RDX] == arg0 ||
	    uregs[R_RCX] == arg0 || uregs[R_RSI] == arg0 ||
	    uregs[R_RDI] == arg0 || uregs[R_RBX] == arg0 ||
	    uregs[R_R8] == arg0 || uregs[R_R9] == arg0);
}
