/*
 * ASSERTION: copyin() copies a user struct into alloca() memory, whose
 * members can then be read.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

struct sdt_rec {
	int32_t id;
	uint16_t port;
	char name[10];
	uint64_t big;
};

test_net$target:::rec
{
	r = (struct sdt_rec *)copyin(arg0, arg1);
	printf("%d %d %d %s %x\n", arg1, r->id, r->port, r->name, r->big);
}
