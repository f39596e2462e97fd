/*
 * ASSERTION: ufunc() as an aggregation key is usym().
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	@[ufunc(arg1)] = count();
	@[ufunc(arg0)] = count();
}
