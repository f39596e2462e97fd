/*
 * ASSERTION: copyinto() copies user memory into alloca() memory.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::rec
{
	p = (char *)alloca(16);
	copyinto(arg0 + 6, 8, p);
	printf("%s\n", stringof(p));
}
