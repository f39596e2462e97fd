/*
 * ASSERTION: copyinto() more bytes than were allocated is an invalid size.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::rec
{
	p = alloca(8);
	copyinto(arg0, 16, p);
}

test_net$target:::rec
{
	printf("next clause\n");
}
