/*
 * btf-splitmod.c: writes the BTF of a fake kernel module "dtmod" for the
 * ktypes tests of modules' types (test/unittest/ktypes/tst.modbtf.sh):
 * split BTF on top of the vmlinux BTF file given, as the kernel gives a
 * loaded module's in /sys/kernel/btf/<module>.  The test puts it and a
 * copy of vmlinux's in a directory that $DTRACE_BTFDIR names.
 *
 * usage: btf-splitmod VMLINUX-BTF OUTPUT
 *
 * What dtmod defines:
 *	typedef int dtmod_id_t;			(int is dtmod's own "int")
 *	struct dtmod_thing {
 *		dtmod_id_t id;			offset 0
 *		int flags;			offset 4
 *		struct list_head link;		offset 8, a vmlinux type
 *		unsigned long long count;	offset 24
 *		struct task_struct *owner;	offset 32, to a vmlinux struct
 *	};					size 40
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <bpf/btf.h>

static int
base_id(struct btf *base, const char *name, int kind)
{
	int id = btf__find_by_name_kind(base, name, kind);

	if (id <= 0) {
		fprintf(stderr, "btf-splitmod: no %s in vmlinux's BTF\n", name);
		exit(1);
	}
	return id;
}

static struct btf *
dtmod_btf(struct btf *base)
{
	struct btf *btf = btf__new_empty_split(base);
	int lh = base_id(base, "list_head", BTF_KIND_STRUCT);
	int ull = base_id(base, "long long unsigned int", BTF_KIND_INT);
	int task = base_id(base, "task_struct", BTF_KIND_STRUCT);
	int i, td, ptr, st;

	if (btf == NULL)
		return NULL;
	i = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	td = btf__add_typedef(btf, "dtmod_id_t", i);
	ptr = btf__add_ptr(btf, task);
	st = btf__add_struct(btf, "dtmod_thing", 40);
	if (i < 0 || td < 0 || ptr < 0 || st < 0 ||
	    btf__add_field(btf, "id", td, 0, 0) != 0 ||
	    btf__add_field(btf, "flags", i, 32, 0) != 0 ||
	    btf__add_field(btf, "link", lh, 64, 0) != 0 ||
	    btf__add_field(btf, "count", ull, 192, 0) != 0 ||
	    btf__add_field(btf, "owner", ptr, 256, 0) != 0)
		return NULL;
	return btf;
}

int
main(int argc, char **argv)
{
	struct btf *base, *btf;
	const void *data;
	uint32_t size;
	FILE *f;

	if (argc != 3) {
		fprintf(stderr, "usage: btf-splitmod VMLINUX-BTF OUTPUT\n");
		return 2;
	}
	if ((base = btf__parse(argv[1], NULL)) == NULL) {
		perror(argv[1]);
		return 1;
	}
	if ((btf = dtmod_btf(base)) == NULL ||
	    (data = btf__raw_data(btf, &size)) == NULL) {
		fprintf(stderr, "btf-splitmod: cannot build dtmod's BTF\n");
		return 1;
	}
	if ((f = fopen(argv[2], "w")) == NULL ||
	    fwrite(data, 1, size, f) != size || fclose(f) != 0) {
		perror(argv[2]);
		return 1;
	}
	btf__free(btf);
	btf__free(base);
	return 0;
}
