/*
 * ASSERTION: The jstackframes option sets jstack()'s default frame count.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet
#pragma D option jstackframes=2

test_prov$target:::deep
/arg3 == 0/
{
	jstack();
}
