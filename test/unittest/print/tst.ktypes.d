/*
 * ASSERTION: print() of kernel (BTF) types prints the value or the struct
 * in DTrace's print() format, with the kernel's type names (not
 * "((type N))"): a struct, a member, and the bit-fields of struct iphdr.
 */
#pragma D option quiet

BEGIN
{
	w = (struct load_weight *)alloca(sizeof(struct load_weight));
	w->weight = 1024;
	w->inv_weight = 7;
	print(*w);
	print(w->inv_weight);
	ip = (struct iphdr *)alloca(sizeof(struct iphdr));
	ip->ihl = 5;
	ip->version = 4;
	ip->ttl = 64;
	print(*ip);
	exit(0);
}
