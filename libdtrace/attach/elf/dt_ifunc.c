/*
 * dt_ifunc.c: the implementation a process's dynamic linker chose for an
 * IFUNC.
 *
 * An STT_GNU_IFUNC symbol (glibc's strlen, memcpy ...) is a resolver: the
 * dynamic linker calls it once, at relocation, and stores the address of
 * the implementation it returns (__strlen_avx2 ...) where callers look.
 * A probe at the symbol's address would fire in the resolver, once.  The
 * object's own calls to its IFUNCs go through R_X86_64_IRELATIVE
 * relocations (GOT slot, resolver address; dt_object.c keeps them), which
 * glibc's dynamic linker applies at load time, lazy binding or not.  So:
 * the IRELATIVE relocation whose resolver is the symbol's address names a
 * GOT slot; its value, read from the process (/proc/PID/mem) at the
 * object's load base plus the slot's link-time address, is the
 * implementation's address in the process; through the process's mappings
 * (dt_maps.c) it is a file offset of the same object, where the uprobe
 * goes.
 *
 * An IFUNC the object never calls itself (no IRELATIVE relocation: libc's
 * strstr, time, __memcpy_chk ...) is found the same way through the other
 * objects of the process that import it: their R_X86_64_GLOB_DAT and
 * R_X86_64_JUMP_SLOT relocations naming the symbol (dt_object.c keeps
 * them).  A GLOB_DAT slot (the address of the function taken) is filled
 * at load time; a JUMP_SLOT slot (a call through the PLT) only at the
 * first call with lazy binding, before which it points back into the
 * importer's PLT: not code of the object, so not taken.  Under -c the
 * process is held at its entry point, so only GLOB_DAT slots and objects
 * bound at load (-z now, LD_BIND_NOW) help there; a process grabbed with
 * -p has usually made its first calls.
 *
 * The load base is the address of a mapping of the object minus the
 * link-time address of the mapping's file offset.  When no relocation
 * names the resolver, the slot cannot be read, or its value is not code of
 * the same object, the implementation cannot be known: the caller keeps
 * the resolver's address, and -xdebug says so.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "dt_ifunc.h"
#include "dt_maps.h"

/* The slot of the IRELATIVE relocation of resolver vaddr; 0, or -1. */
static int
dt_ifunc_slot(const dt_object_t *obp, uint64_t vaddr, uint64_t *slotp)
{
	size_t i;

	for (i = 0; i < obp->ob_nirels; i++)
		if (obp->ob_irels[i].ir_name == NULL &&
		    obp->ob_irels[i].ir_resolver == vaddr) {
			*slotp = obp->ob_irels[i].ir_slot;
			return 0;
		}
	return -1;
}

static int
dt_ifunc_is_obj(const dt_mapping_t *dmp, const dt_object_t *obp)
{
	return dmp->dm_ino != 0 && dmp->dm_dev == obp->ob_dev &&
	    dmp->dm_ino == obp->ob_ino;
}

/* The object's load base in the process of msp; 0, or -1. */
static int
dt_ifunc_base(const dt_maps_t *msp, const dt_object_t *obp, uint64_t *basep)
{
	size_t i;

	for (i = 0; i < msp->ms_nmaps; i++) {
		const dt_mapping_t *dmp = &msp->ms_maps[i];
		uint64_t vaddr;

		if (dt_ifunc_is_obj(dmp, obp) &&
		    dt_object_vaddr(obp, dmp->dm_off, &vaddr) == 0) {
			*basep = dmp->dm_start - vaddr;
			return 0;
		}
	}
	return -1;
}

/* The 8 bytes at addr in process pid; 0, or -1. */
static int
dt_ifunc_read(pid_t pid, uint64_t addr, uint64_t *valp)
{
	char path[64];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/mem", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = pread(fd, valp, sizeof(*valp), (off_t)addr);
	close(fd);
	return n == (ssize_t)sizeof(*valp) ? 0 : -1;
}

/* The file offset of address addr if it is code of obp; 0, or -1. */
static int
dt_ifunc_code_offset(const dt_maps_t *msp, const dt_object_t *obp,
    uint64_t addr, uint64_t *offp)
{
	const dt_mapping_t *dmp = dt_maps_find(msp, addr);

	if (dmp == NULL || !dt_ifunc_is_obj(dmp, obp) || dmp->dm_perms[2] != 'x')
		return -1;
	*offp = dt_mapping_offset(dmp, addr);
	return 0;
}

/*
 * The implementation of IFUNC name of obp through the bound GLOB_DAT or
 * JUMP_SLOT slots of the other objects the process maps that import it:
 * the first that holds code of obp.  0, or -1.
 */
static int
dt_ifunc_import(dtrace_hdl_t *dtp, pid_t pid, const dt_maps_t *msp,
    const dt_object_t *obp, const char *name, uint64_t *offp)
{
	size_t i, k;

	for (i = 0; i < msp->ms_nmaps; i++) {
		const dt_mapping_t *dmp = &msp->ms_maps[i];
		const dt_object_t *imp;
		uint64_t base, addr;

		if (dmp->dm_perms[2] != 'x' || dmp->dm_ino == 0 ||
		    dt_ifunc_is_obj(dmp, obp) ||
		    (imp = dt_object_get(dtp, msp, dmp)) == NULL ||
		    !imp->ob_ok || dt_ifunc_base(msp, imp, &base) != 0)
			continue;
		for (k = 0; k < imp->ob_nirels; k++) {
			const dt_objirel_t *irp = &imp->ob_irels[k];

			if (irp->ir_name != NULL &&
			    strcmp(irp->ir_name, name) == 0 &&
			    dt_ifunc_read(pid, base + irp->ir_slot, &addr) == 0 &&
			    dt_ifunc_code_offset(msp, obp, addr, offp) == 0)
				return 0;
		}
	}
	return -1;
}

int
dt_ifunc_offset(dtrace_hdl_t *dtp, pid_t pid, const dt_object_t *obp,
    const dt_objsym_t *osp, uint64_t *offp)
{
	dt_maps_t *msp = dt_maps_get(dtp, pid);
	uint64_t slot, base, addr;
	const char *why = NULL;

	if (dt_ifunc_slot(obp, osp->os_value, &slot) != 0) {
		if (msp != NULL &&
		    dt_ifunc_import(dtp, pid, msp, obp, osp->os_name, offp) == 0)
			return 0;
		why = "no IRELATIVE relocation names its resolver, and no "
		    "bound GLOB_DAT or JUMP_SLOT slot of another object";
	} else if (msp == NULL || (dt_ifunc_base(msp, obp, &base) != 0 &&
	    ((msp = dt_maps_reload(dtp, pid)) == NULL ||
	    dt_ifunc_base(msp, obp, &base) != 0)))
		why = "the object is not mapped";
	else if (dt_ifunc_read(pid, base + slot, &addr) != 0)
		why = "its GOT slot cannot be read";
	else if (dt_ifunc_code_offset(msp, obp, addr, offp) != 0)
		why = "its GOT slot holds no code of the object";
	if (why == NULL)
		return 0;
	dt_dprintf("pid %d: IFUNC %s: implementation unknown (%s): probed at "
	    "its resolver\n", (int)pid, osp->os_name, why);
	return -1;
}
