/*
 * dt_btf.h: offsets of kernel structure members, from the kernel's BTF.
 *
 * Generated code reads a few kernel fields through bpf_probe_read_kernel()
 * (task->real_parent->tgid for ppid, task->thread.fsbase for TLS arguments);
 * their offsets differ between kernels, so they are looked up in
 * /sys/kernel/btf/vmlinux, which is loaded once per process.
 */
#ifndef _DT_BTF_H
#define _DT_BTF_H

#include <stdint.h>

/*
 * Byte offset of a member path ("real_parent", "thread.fsbase") in struct
 * `type`: 0 and *offp on success, -1 if the kernel has no BTF or no such
 * member.
 */
/* The kernel's BTF (libbpf's), loaded on first use and kept; or NULL. */
struct btf;
extern struct btf *dt_btf_vmlinux(void);

extern int dt_btf_offset(const char *type, const char *path, uint32_t *offp);

#endif /* _DT_BTF_H */
