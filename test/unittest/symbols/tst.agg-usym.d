/*
 * ASSERTION: usym() as an aggregation key stands for its symbol: the
 * addresses of one function are one entry (arg0 and arg1 are both in
 * func_b).
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	@[usym(arg0)] = count();
	@[usym(arg1)] = count();
}
