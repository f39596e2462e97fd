/*
 * ASSERTION: xlate<T>(e).m and xlate<T *>(e)->m translate that member
 * from a user-space struct read with copyin(); (*xlate<T *>(e)).m too.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

/* the trigger's record (test/triggers/sdt-net.c) */
struct sdt_rec { int32_t id; uint16_t port; char name[10]; uint64_t big; };

struct endpoint {
	int ep_id;
	int ep_port;
	string ep_name;
	uint64_t ep_low;
	int ep_twice;
};

translator struct endpoint < struct sdt_rec *r > {
	ep_id = r->id;
	ep_port = r->port;
	ep_name = r->name;
	ep_low = r->big & 0xffffffff;
	ep_twice = r->id * 2;
};

test_net$target:::rec
{
	this->r = (struct sdt_rec *)copyin(arg0, arg1);
	printf("%d %d %s\n", xlate<struct endpoint>(this->r).ep_id,
	    xlate<struct endpoint *>(this->r)->ep_port,
	    xlate<struct endpoint>(this->r).ep_name);
	printf("%x %d\n", (*xlate<struct endpoint *>(this->r)).ep_low,
	    xlate<struct endpoint *>(this->r)->ep_twice);
}
