/*
 * ASSERTION: uaddr() as an aggregation key keeps addresses apart.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	@[uaddr(arg0)] = count();
	@[uaddr(arg1)] = count();
	@[uaddr(arg1)] = count();
}
