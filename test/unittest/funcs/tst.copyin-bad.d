/*
 * ASSERTION: copyin() of an unmapped user address is an invalid address.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::bad
{
	trace(*(int *)copyin(arg0, 4));
}

test_net$target:::bad
{
	printf("next clause\n");
}
