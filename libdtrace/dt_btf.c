/*
 * dt_btf.c: member offsets of kernel structures from the kernel's BTF (see
 * dt_btf.h).  The vmlinux BTF is parsed on first use and kept: parsing it
 * costs tens of milliseconds, and several code generators ask.
 */
#include <string.h>
#include <bpf/btf.h>
#include "dt_btf.h"

struct btf *
dt_btf_vmlinux(void)
{
	static struct btf *btf;
	static int tried;

	if (!tried) {
		tried = 1;
		btf = btf__load_vmlinux_btf();
	}
	return btf;
}

/* The offset in bits of member `name` of struct type id; its type in *tidp. */
static int
dt_btf_member(struct btf *btf, int id, const char *name, size_t len,
    uint32_t *bitsp, int *tidp)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m;
	int i;

	if (t == NULL || !btf_is_composite(t))
		return -1;
	for (i = 0, m = btf_members(t); i < btf_vlen(t); i++, m++) {
		const char *mn = btf__name_by_offset(btf, m->name_off);

		if (mn != NULL && strlen(mn) == len && strncmp(mn, name, len) == 0) {
			*bitsp = btf_member_bit_offset(t, i);
			*tidp = btf__resolve_type(btf, m->type);
			return 0;
		}
	}
	return -1;
}

int
dt_btf_offset(const char *type, const char *path, uint32_t *offp)
{
	struct btf *btf = dt_btf_vmlinux();
	uint32_t bits = 0, b;
	int id;

	if (btf == NULL)
		return -1;
	id = btf__find_by_name_kind(btf, type, BTF_KIND_STRUCT);
	while (id > 0 && *path != '\0') {
		size_t len = strcspn(path, ".");

		if (dt_btf_member(btf, id, path, len, &b, &id) != 0)
			return -1;
		bits += b;
		path += len + (path[len] == '.');
	}
	if (id <= 0)
		return -1;
	*offp = bits / 8;
	return 0;
}
