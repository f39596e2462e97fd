/*
 * ASSERTION: copyout() is a destructive subroutine: after speculate() it is
 * D_ACT_SPEC, as DTrace's destructive actions are.
 */

#pragma D option destructive

char buf[8];

BEGIN
{
	spec = speculation();
}

BEGIN
{
	speculate(spec);
	copyout(&buf[0], (uintptr_t)0x1000, 4);
}
