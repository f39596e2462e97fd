/*
 * uts/linux/bpf_uprobe_multi.h: the kernel ABI of BPF uprobe_multi links.
 *
 * Why this file exists: a uprobe_multi link (kernel 6.6+) attaches one BPF
 * program to many offsets of one file with a single bpf(BPF_LINK_CREATE)
 * call, and detaches them all with one close().  That is what makes
 * attaching to hundreds of stapsdt sites fast (see doc/ARCHITECTURE.md).  But
 * Debian 12 builds against linux-libc-dev 6.1 and libbpf 1.1.2, and neither
 * knows about uprobe_multi.  So we declare the bits of
 * include/uapi/linux/bpf.h we need here and call the bpf() syscall ourselves.
 *
 * The values are the kernel's ABI and can never change:
 *
 *	enum bpf_attach_type:	... BPF_TCX_INGRESS (46), BPF_TCX_EGRESS (47),
 *				BPF_TRACE_UPROBE_MULTI (48)
 *	enum bpf_link_type:	... BPF_LINK_TYPE_TCX (11),
 *				BPF_LINK_TYPE_UPROBE_MULTI (12)
 *	BPF_F_UPROBE_MULTI_RETURN (1U << 0) in link_create.uprobe_multi.flags
 *
 * BPF_F_UPROBE_MULTI_RETURN was added to the UAPI header by the same commit
 * as the two enumerators, so where it is defined the distro header already
 * has them and we must not redefine them.
 *
 * struct dt_bpf_uprobe_multi_attr reproduces the first 64 bytes of
 * union bpf_attr as the BPF_LINK_CREATE command reads them for
 * BPF_TRACE_UPROBE_MULTI.  It is always our own type (the distro's union may
 * or may not have the uprobe_multi member), so code using it compiles with
 * old and new headers alike.  Pass sizeof(struct dt_bpf_uprobe_multi_attr) as
 * the bpf() size argument: the kernel zero-fills the rest of its bpf_attr.
 */
#ifndef _UTS_LINUX_BPF_UPROBE_MULTI_H
#define _UTS_LINUX_BPF_UPROBE_MULTI_H

#include <stddef.h>
#include <linux/types.h>
#include <linux/bpf.h>

#ifndef BPF_F_UPROBE_MULTI_RETURN
#define BPF_TRACE_UPROBE_MULTI		48
#define BPF_LINK_TYPE_UPROBE_MULTI	12
#define BPF_F_UPROBE_MULTI_RETURN	(1U << 0)
#endif

struct dt_bpf_uprobe_multi_attr {
	__u32		prog_fd;	/* link_create.prog_fd */
	__u32		target_fd;	/* link_create.target_fd: 0 */
	__u32		attach_type;	/* BPF_TRACE_UPROBE_MULTI */
	__u32		flags;		/* link_create.flags: 0 */
	struct {
		__aligned_u64	path;		/* const char *: the file */
		__aligned_u64	offsets;	/* const __u64[cnt]: file offsets */
		__aligned_u64	ref_ctr_offsets; /* const __u64[cnt] or 0 */
		__aligned_u64	cookies;	/* const __u64[cnt] or 0 */
		__u32		cnt;
		__u32		flags;		/* BPF_F_UPROBE_MULTI_RETURN */
		__u32		pid;		/* 0: every process */
	} uprobe_multi;
};

/* The layout is ABI: catch a mistake at compile time. */
_Static_assert(offsetof(struct dt_bpf_uprobe_multi_attr, uprobe_multi.path) == 16,
    "uprobe_multi.path must follow link_create.flags");
_Static_assert(offsetof(struct dt_bpf_uprobe_multi_attr, uprobe_multi.cnt) == 48,
    "uprobe_multi.cnt offset");
_Static_assert(offsetof(struct dt_bpf_uprobe_multi_attr, uprobe_multi.pid) == 56,
    "uprobe_multi.pid offset");

#endif /* _UTS_LINUX_BPF_UPROBE_MULTI_H */
