/*
 * dt_pid_syms.h: the functions of an ELF object, for the pid provider
 * (dt_pid_syms.c explains how they are read).
 */
#ifndef _DT_PID_SYMS_H
#define _DT_PID_SYMS_H

#include <stdint.h>
#include <sys/types.h>

/* One name of a function.  Names at one address form a group, in order of
   preference: the first is the function's canonical name. */
typedef struct dt_pid_fn {
	char *pf_name;
	uint64_t pf_vaddr;		/* link-time address */
	uint64_t pf_size;
	uint64_t pf_off;		/* file offset of the first instruction */
	uint32_t pf_canon;		/* index of the group's canonical name */
} dt_pid_fn_t;

/* One object file, per (device, inode). */
typedef struct dt_pid_obj {
	dev_t po_dev;
	ino_t po_ino;
	dt_pid_fn_t *po_fns;		/* by address, then preference */
	uint32_t po_nfns;
	uint32_t *po_byname;		/* indexes of po_fns sorted by name */
	uint64_t po_entry;		/* e_entry: the entry point (_start) */
	int po_err;			/* 0, or the errno of opening it */
	struct dt_pid_obj *po_next;
} dt_pid_obj_t;

/* The object at path (a /proc/PID/map_files link) with this device and
   inode, read once and kept in *cachep; NULL only without memory. */
extern dt_pid_obj_t *dt_pid_obj_get(dt_pid_obj_t **cachep, const char *path,
    dev_t dev, ino_t ino);
/* The index of the name in the object's functions, or -1. */
extern int dt_pid_obj_lookup(const dt_pid_obj_t *pop, const char *name);
extern void dt_pid_objs_free(dt_pid_obj_t *pop);

#endif /* _DT_PID_SYMS_H */
