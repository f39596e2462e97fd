/*
 * ASSERTION: copyinto() of an unmapped address is an invalid address.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::bad
{
	p = alloca(4);
	copyinto(arg0, 4, p);
}

test_net$target:::bad
{
	printf("next clause\n");
}
