/*
 * dt_btf.h: kernel types from the kernel's BTF (/sys/kernel/btf/vmlinux,
 * and modules' /sys/kernel/btf/<module>).
 *
 * Two users.  Generated code reads a few kernel fields through
 * bpf_probe_read_kernel() (task->real_parent->tgid for ppid,
 * task->thread.fsbase for TLS arguments): dt_btf_offset() gives their
 * offsets.  And the compiler: every type BTF describes is a D type in the
 * handle's kernel container, a libctf dictionary of its own that types are
 * converted into on demand, one type (and what it needs) at a time
 * (dt_btf_ctf.c), found by name through an index of BTF's names built on
 * first use (dt_btf.c).  A loaded module's types (its split BTF) are in a
 * kernel container of their own, read when a D program names them.
 */
#ifndef _DT_BTF_H
#define _DT_BTF_H

#include <stdint.h>
#include <ctf-api.h>

struct btf;
struct dtrace_hdl;

/*
 * A kernel container: BTF, its CTF dictionary, the id map, the index.
 * vmlinux's is the handle's; a module's (split BTF on top of vmlinux's)
 * hangs off it, in db_next's list, loaded when a D program names it.
 */
typedef struct dt_btf {
	struct btf *db_btf;		/* BTF (vmlinux's shared, never freed) */
	ctf_dict_t *db_ctf;		/* converted types */
	ctf_id_t *db_map;		/* BTF id -> CTF id (0: not yet) */
	uint8_t *db_state;		/* DT_BTF_FWD or DT_BTF_DONE per BTF id */
	uint32_t db_ntypes;
	uint64_t *db_hash;		/* name index: see dt_btf.c */
	uint32_t db_hmask;
	ctf_id_t db_void;
	uint32_t db_start;		/* first BTF id of its own (index) */
	char db_name[64];		/* "vmlinux" or the module's name */
	struct dt_btf *db_base;		/* a module's: vmlinux's container */
	struct dt_btf *db_next;		/* the modules loaded so far */
	int db_allmods;			/* vmlinux's: every module loaded */
} dt_btf_t;

#define DT_BTF_FWD	1	/* converted as a forward declaration */
#define DT_BTF_DONE	2	/* converted completely */

/* Name spaces of the index. */
enum { DT_BTF_NS_STRUCT = 1, DT_BTF_NS_UNION, DT_BTF_NS_ENUM, DT_BTF_NS_TYPE,
	DT_BTF_NS_VAR, DT_BTF_NS_CONST, DT_BTF_NS_FUNC };

/*
 * Byte offset of a member path ("real_parent", "thread.fsbase") in struct
 * `type`: 0 and *offp on success, -1 if the kernel has no BTF or no such
 * member.
 */
/* The kernel's BTF (libbpf's), loaded on first use and kept; or NULL. */
struct btf;
extern struct btf *dt_btf_vmlinux(void);

/* type: a struct's name, or a typedef's (rwlock_t) */
extern int dt_btf_offset(const char *type, const char *path, uint32_t *offp);
/* The same in bits (a bit-field member: "in_iowait"). */
extern int dt_btf_bitoffset(const char *type, const char *path, uint32_t *bitsp);

/* The handle's kernel container, set up on first use; NULL without BTF. */
extern dt_btf_t *dt_btf_get(struct dtrace_hdl *dtp);
extern void dt_btf_fini(struct dtrace_hdl *dtp);

/*
 * The directory of BTF files: /sys/kernel/btf, or $DTRACE_BTFDIR (for
 * tests; ignored in a set-id program, secure_getenv).
 */
extern const char *dt_btf_dir(void);
/* Does module name have BTF (a file in dt_btf_dir())? */
extern int dt_btf_module_exists(const char *name);
/*
 * Module mod's container ("vmlinux" or NULL: the kernel's), its BTF read
 * on first use; NULL if it has none.
 */
extern dt_btf_t *dt_btf_module(struct dtrace_hdl *dtp, const char *mod);
/*
 * The container to search after db for a name no module scope restricts:
 * vmlinux's first, then every module's (all read on the first call).
 */
extern dt_btf_t *dt_btf_next(struct dtrace_hdl *dtp, dt_btf_t *db);

/*
 * The BTF id of name in name space ns (an enumerator: its enum's id, and
 * the enumerator's index in *idxp if idxp is not NULL); 0 if none.
 */
extern uint32_t dt_btf_find(dt_btf_t *db, int ns, const char *name, uint32_t *idxp);

/*
 * dt_btf_ctf.c: a type by its C name: "struct task_struct", "union u", "enum e",
 * a typedef or base type ("pid_t", "__u64"), with trailing '*'s.  0 and
 * *idp (in db->db_ctf) on success, -1 if BTF has no such type.
 */
extern int dt_btf_lookup(dt_btf_t *db, const char *name, ctf_id_t *idp);
/* Is name a typedef BTF knows: of module mod, or any if mod is NULL? */
extern int dt_btf_is_typedef(struct dtrace_hdl *dtp, const char *mod,
    const char *name);

/*
 * The type of kernel variable or function name (a function's is a CTF
 * function type): 0 on success, -1 if BTF does not know it, -2 if it is a
 * per-CPU variable.
 */
extern int dt_btf_symbol(dt_btf_t *db, const char *name, ctf_id_t *idp);
/* The enum type and value of enumerator name: 0, or -1 if none. */
extern int dt_btf_enumerator(dt_btf_t *db, const char *name, ctf_id_t *typep,
    int64_t *valp);

/* dt_btf_ctf.c: the CTF type of BTF type id (complete if `full`). */
extern ctf_id_t dt_btf_ctf(dt_btf_t *db, uint32_t id, int full);
/* Complete the forward declaration `type` of a kernel container (its
   struct from BTF), if fp is one; returns the type. */
extern ctf_id_t dt_btf_complete(ctf_dict_t *fp, ctf_id_t type);

#endif /* _DT_BTF_H */
