/*
 * ASSERTION: The ustackframes option sets ustack()'s default frame count.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet
#pragma D option ustackframes=3

test_prov$target:::deep
/arg3 == 0/
{
	ustack();
}
