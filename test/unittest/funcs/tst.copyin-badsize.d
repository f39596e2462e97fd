/*
 * ASSERTION: a copyin() size larger than the scratch space, known only at
 * run time, is an invalid size.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::rec
{
	n = arg1 * 100;
	copyin(arg0, n);
}

test_net$target:::rec
{
	printf("next clause\n");
}
