/*
 * ASSERTION: ustack() is an aggregation key: equal stacks are one entry,
 * printed as the stack, then the value on its own line.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	@[ustack(3)] = count();
	@s[ustack(2)] = sum(arg3);
}
