/*
 * ASSERTION: ucaller is where the function the probe is in returns to:
 * func_c() was called by func_b().
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	ufunc(ucaller);
	printf("|\n");
	@[ufunc(ucaller)] = count();
}
