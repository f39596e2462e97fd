/*
 * ASSERTION: copied-in memory is alloca() memory: it can be changed.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::rec
{
	this->r = (int32_t *)copyin(arg0, 8);
	this->r[0] += 1;
	printf("%d\n", this->r[0]);
}
