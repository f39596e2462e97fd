/*
 * ASSERTION: umod() as an aggregation key stands for its object: code
 * and data addresses of the executable are one entry.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	@[umod(arg0)] = count();
	@[umod(arg2)] = count();
	@[umod(uregs[R_PC])] = count();
}
