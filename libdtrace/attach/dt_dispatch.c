/*
 * dt_dispatch.c: the (tgid, cookie) dispatch of user-space probes, shared
 * by the stapsdt and pid providers (the design: dt_dispatch.h).
 *
 * The map is a hash, not preallocated, with room for four times the
 * entries of every provider's first enabling (at most 1Mi more) and at
 * least 64Ki: objects that later dlopen()s bring, and the processes that a
 * globbed description follows (dt_follow.c), need entries too, and until
 * filled the map costs only its buckets.
 *
 * The lookup is one helper call whatever the number of processes or
 * probes; with a provider's own array (a filtered link: the kernel already
 * checked the pid) it is an array lookup, which the verifier inlines.
 *
 * A process with no entry is not traced.  A process that starts after
 * dtrace and will be traced is held until it has its entries (dt_follow.c),
 * so that its firings name its own probes.
 */
#include <errno.h>
#include <string.h>
#include <bpf/bpf.h>
#include "dt_dispatch.h"
#include "dt_bpf.h"
#include "dt_insn.h"

/* More than this many processes share one unfiltered link. */
#define DT_DISPATCH_PIDLINKS	4

#define DT_DISPATCH_MIN		(1U << 16)
#define DT_DISPATCH_MAXROOM	(1U << 20)	/* most room beyond the need */

int
dt_dispatch_pidlinks(int npids)
{
	return npids <= DT_DISPATCH_PIDLINKS;
}

int
dt_dispatch_create(dtrace_hdl_t *dtp, uint64_t nkeys)
{
	uint64_t n;

	if (dtp->dt_mapfd[DT_MAP_PROVIDER] >= 0)
		return 0;
	/* every provider's first enabling: dt_enable_all() sums the needs */
	n = nkeys > dtp->dt_dispatch_need ? nkeys : dtp->dt_dispatch_need;
	n += 3 * n < DT_DISPATCH_MAXROOM ? 3 * n : DT_DISPATCH_MAXROOM;
	return dt_bpf_map_new(dtp, DT_MAP_PROVIDER, BPF_MAP_TYPE_HASH,
	    sizeof(dt_dispatch_key_t), sizeof(dt_dispatch_val_t),
	    n > DT_DISPATCH_MIN ? n : DT_DISPATCH_MIN, BPF_F_NO_PREALLOC);
}

int
dt_dispatch_put(dtrace_hdl_t *dtp, int fd, const void *key,
    const dt_dispatch_val_t *vp, uint64_t flags)
{
	if (bpf_map_update_elem(fd, key, vp, flags) == 0)
		return 0;
	if (errno == EEXIST && flags == BPF_NOEXIST)
		return 1;
	if (errno == E2BIG)
		return dt_set_errmsg(dtp, EDT_BPF, "the dispatch map "
		    "(dt_provider) is full: the probes of objects traced in "
		    "more than %d processes need an entry per process and "
		    "site; name fewer processes or functions",
		    DT_DISPATCH_PIDLINKS);
	return dt_set_errmsg(dtp, EDT_BPF, "failed to fill BPF map "
	    "'dt_provider' (the dispatch): %s", strerror(errno));
}

void
dt_dispatch_del(dtrace_hdl_t *dtp, const dt_dispatch_key_t *kp)
{
	bpf_map_delete_elem(dtp->dt_mapfd[DT_MAP_PROVIDER], kp);
}

/* Look the firing up; no entry: exit.  Copy the entry to DT_MEM_PROV. */
void
dt_dispatch_emit(dt_irlist_t *dlp, int arrayfd, uint32_t exitlbl)
{
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie));
	if (arrayfd >= 0) {
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, DT_STK_KEY));
		dt_irlist_append(dlp, BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD,
		    arrayfd));
		dt_irlist_append(dlp, BPF_LD_IMM64_HI(0));
	} else {
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, DT_STK_KEY + 4));
		dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, DT_STK_KEY));
		dt_irlist_ldmap(dlp, BPF_REG_1, DT_MAP_PROVIDER);
	}
	dt_irlist_lookup(dlp, DT_STK_KEY, exitlbl);
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1, DT_MEM_PROV));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 8));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1, DT_MEM_PROV + 8));
}
