/*
 * ASSERTION: ustack(n) prints at most n frames.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	ustack(1);
	ustack(2);
	ustack(4);
}
