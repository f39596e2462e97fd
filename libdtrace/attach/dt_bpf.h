/*
 * dt_bpf.h: libdtrace's BPF layer.
 *
 * dt_bpf.c creates the maps of dt_impl.h's dt_mapid_t (sizes come from the
 * compiled programs and options), loads programs through libbpf with a
 * verifier log, and keeps the verifier's own words in the handle when the
 * kernel rejects a program.  dt_uprobe.c attaches programs to uprobes:
 * one BPF uprobe_multi link for many offsets of one file (kernel 6.6+), or
 * one perf_event (the uprobe PMU, /sys/bus/event_source/devices/uprobe) per
 * offset where the kernel lacks uprobe_multi.  Never tracefs uprobe_events.
 */
#ifndef _DT_BPF_H
#define _DT_BPF_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <linux/bpf.h>
#include "dt_impl.h"

/*
 * Before the maps: lower bufsize to what the machine can give (the largest
 * power of two within DT_BPF_MEM_FRACTION of physical memory and
 * DT_BPF_MAX_SIZE: the ring buffer is allocated whole, a power of two),
 * and aggsize and dynvarsize, when their maps are preallocated (interrupt-
 * context probes), to that and DT_BPF_PREALLOC_MAX (the kernel fills a
 * preallocated map at some 20 ms a MiB), as DTrace's bufresize=auto does;
 * with bufresize=manual a size over that fails.  Maps that are not
 * preallocated take memory as entries come: their sizes are not lowered.
 */
extern int dt_bpf_resize(dtrace_hdl_t *dtp);
#define DT_BPF_MEM_FRACTION	32
#define DT_BPF_MAX_SIZE		(1ULL << 30)
#define DT_BPF_PREALLOC_MAX	(64ULL << 20)
/* Create every map; the compiled programs must be final (sizes known). */
extern int dt_bpf_maps_create(dtrace_hdl_t *dtp);
extern void dt_bpf_maps_destroy(dtrace_hdl_t *dtp);
/* Put an enabled probe's names into the probes map (once); 0 or -1. */
extern int dt_bpf_probe_names(dtrace_hdl_t *dtp, dt_probe_t *prp);
/* Bytes of the probes map's value: dtrace_probedesc_t from prv to prb's end. */
#define DT_PROBE_NAMESZ	(offsetof(dtrace_probedesc_t, prb) + DTRACE_NAMELEN - \
			 offsetof(dtrace_probedesc_t, prv))
/* Create map id (for maps a provider sizes itself); 0 or -1. */
extern int dt_bpf_map_new(dtrace_hdl_t *dtp, dt_mapid_t id,
    enum bpf_map_type type, uint32_t ksize, uint64_t vsize, uint64_t nents,
    uint32_t flags);
/* Load a program; returns the fd, or -1 with the handle's error set and, on a
   verifier rejection, the verifier log in dtp->dt_bpflog. */
extern int dt_bpf_prog_load(dtrace_hdl_t *dtp, const char *name, int prog_type,
    int attach_type, const struct bpf_insn *insns, uint32_t ninsns);
/* The same for a program on a kernel BTF type id (tp_btf, fentry). */
extern int dt_bpf_prog_load_btf(dtrace_hdl_t *dtp, const char *name,
    int prog_type, int attach_type, uint32_t btf_id,
    const struct bpf_insn *insns, uint32_t ninsns);
/* 0 if the kernel runs fentry programs on BTF function btf_id, else why
   not (an errno: EPERM where it refuses them). */
extern int dt_bpf_fentry_errno(uint32_t btf_id);
/* Does the kernel support BPF uprobe_multi links? (cached) */
extern int dt_bpf_has_uprobe_multi(dtrace_hdl_t *dtp);
/* May BPF programs write user memory (bpf_probe_write_user(), copyout())? */
extern int dt_bpf_can_write_user(void);
/* Can dtrace run programs itself (BPF_PROG_TEST_RUN of a sleepable
   syscall program)?  (cached) */
extern int dt_bpf_has_prog_run(void);
/* Uprobe programs are loaded sleepable (user memory reads fault pages in). */
extern int dt_bpf_sleepable_uprobes(dtrace_hdl_t *dtp);
/* Speculation ids the specs map has room for (its size: dt_dctx.h). */
extern uint32_t dt_bpf_spec_nspec(dtrace_hdl_t *dtp);

/* Uprobe attachment (dt_uprobe.c). */
typedef struct dt_uprobe_link dt_uprobe_link_t;
/*
 * Attach progfd to n offsets in the file at path, each with an optional
 * semaphore (reference counter) file offset (0 = none) and a cookie, in
 * process pid (-1 = every process).  The program must have been loaded with
 * the attach type dt_uprobe_attach_type() returns.
 */
extern dt_uprobe_link_t *dt_uprobe_attach(dtrace_hdl_t *dtp, int progfd,
    const char *path, uint32_t n, const uint64_t *offsets,
    const uint64_t *ref_ctr_offsets, const uint64_t *cookies, pid_t pid);
/* The same with flags: DT_UPROBE_RETURN makes them uretprobes;
   DT_UPROBE_MAYREFUSE succeeds even if the kernel refuses every site. */
#define DT_UPROBE_RETURN	0x1
#define DT_UPROBE_MAYREFUSE	0x2
extern dt_uprobe_link_t *dt_uprobe_attach_flags(dtrace_hdl_t *dtp, int progfd,
    const char *path, uint32_t n, const uint64_t *offsets,
    const uint64_t *ref_ctr_offsets, const uint64_t *cookies, pid_t pid,
    int flags);
extern void dt_uprobe_detach(dt_uprobe_link_t *ulp);
/*
 * Sites the kernel refused (an instruction it cannot probe, EINVAL): left
 * out of the link, the others attached.  dt_uprobe_refused() gives the
 * i-th one's index in the offsets array passed to dt_uprobe_attach() and
 * its errno.  (If every site is refused, dt_uprobe_attach() fails.)
 */
extern uint32_t dt_uprobe_nrefused(const dt_uprobe_link_t *ulp);
extern uint32_t dt_uprobe_refused(const dt_uprobe_link_t *ulp, uint32_t i,
    int *errp);
extern const char *dt_uprobe_strerror(int err);
/* Close an attachment's fd (a link, a perf event): now, or with the batch. */
extern void dt_uprobe_close(dtrace_hdl_t *dtp, int fd);
/* Batch the detaches between these two: closed in parallel by _end(). */
extern void dt_uprobe_detach_begin(dtrace_hdl_t *dtp);
extern void dt_uprobe_detach_end(dtrace_hdl_t *dtp);
extern int dt_uprobe_attach_type(dtrace_hdl_t *dtp);	/* for dt_bpf_prog_load */
/* Close an attachment's fd (queued while detaches are batched). */
extern void dt_uprobe_close(dtrace_hdl_t *dtp, int fd);
/* Load a program that will be attached to uprobes; fd or -1. */
extern int dt_uprobe_prog_load(dtrace_hdl_t *dtp, const char *name,
    const struct bpf_insn *insns, uint32_t ninsns);
/* The uprobe path and file offset of addr in process pid (0: this one). */
extern int dt_uprobe_map_offset(pid_t pid, uint64_t addr, char *path,
    size_t pathsz, uint64_t *offp);

#endif /* _DT_BPF_H */
