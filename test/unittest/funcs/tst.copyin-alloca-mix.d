/*
 * ASSERTION: copyin() and alloca() share the clause's scratch space.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::rec
{
	a = (char *)alloca(1);
	b = (int32_t *)copyin(arg0, 4);
	c = (char *)alloca(0);
	printf("%d %d %d\n", (char *)b - a, c - (char *)b, *b);
}
