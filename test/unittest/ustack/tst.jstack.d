/*
 * ASSERTION: jstack() is ustack() where no Java helper is loaded; its
 * string size argument is accepted and unused.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	jstack();
	jstack(2, 100);
	ustack(2, 100);
}
