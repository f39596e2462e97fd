/*
 * ASSERTION: The stackindent option sets how far stack frames are
 * indented (14 by default).
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet
#pragma D option stackindent=3

test_prov$target:::deep
/arg3 == 0/
{
	ustack(2);
}
