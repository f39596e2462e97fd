/*
 * dt_sym.h: addresses to symbols, as DTrace prints them.
 *
 * Kernel addresses are looked up in /proc/kallsyms (module "vmlinux" for the
 * kernel itself, the module's name otherwise); user addresses in the ELF
 * objects a process maps (dt_maps.c, then the object's symbols,
 * dt_object.c).  Both are cached on the handle (dt_sym.c explains how).
 *
 * The *2str() functions give DTrace's text for an address:
 *
 *	module`symbol+0xoffset	the address is inside a symbol (no "+0x..."
 *				when it is the symbol's first byte)
 *	module`0xaddress	inside a known module or object, no symbol
 *	0xaddress		nothing known
 */
#ifndef _DT_SYM_H
#define _DT_SYM_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"

/* Kernel: stack frames and %a ("vmlinux`vfs_read+0x12"). */
extern void dt_sym_kaddr2str(dtrace_hdl_t *dtp, uint64_t addr, char *buf,
    size_t len);
/* Kernel: sym() and func() ("vmlinux`vfs_read", never an offset). */
extern void dt_sym_ksym2str(dtrace_hdl_t *dtp, uint64_t addr, char *buf,
    size_t len);
/* Kernel: mod() ("vmlinux", "ext4"). */
extern void dt_sym_kmod2str(dtrace_hdl_t *dtp, uint64_t addr, char *buf,
    size_t len);
/* User: ustack() frames, uaddr() and %A ("libc.so.6`write+0x14"). */
extern void dt_sym_uaddr2str(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr,
    char *buf, size_t len);
/* User: usym() and ufunc() ("libc.so.6`write"). */
extern void dt_sym_usym2str(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr,
    char *buf, size_t len);
/* User: umod() ("libc.so.6"). */
extern void dt_sym_umod2str(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr,
    char *buf, size_t len);

/*
 * The address an aggregation key of this kind (DT_SUB_SYM, DT_SUB_USYM ...)
 * stands for: the start of its symbol (sym, func, usym, ufunc) or of its
 * module (mod, umod), so that keys in the same function or module are one
 * entry, as in DTrace.  Other addresses are returned as they are.
 */
extern uint64_t dt_sym_normalize(dtrace_hdl_t *dtp, int kind, pid_t pid,
    uint64_t addr);

/*
 * Read the mappings of every -c and -p process now, while they are alive
 * (dtrace_go()): a -c process may exit before its ustack() records are
 * printed.
 */
extern void dt_sym_procs_load(dtrace_hdl_t *dtp);
/* Free the caches (dtrace_close()). */
extern void dt_sym_fini(dtrace_hdl_t *dtp);

#endif /* _DT_SYM_H */
