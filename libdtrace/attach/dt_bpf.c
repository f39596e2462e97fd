/*
 * dt_bpf.c: BPF maps and program loading.
 *
 * A tracing session needs these BPF maps (dt_impl.h's dt_mapid_t), created
 * once every clause is compiled and linked, because their sizes come from
 * the compiled code:
 *
 *	ringbuf	BPF_MAP_TYPE_RINGBUF: every record the programs send to user
 *		space, in one buffer ordered across CPUs.  Its size is the
 *		bufsize option rounded up to a power of two (the kernel wants a
 *		power-of-two multiple of the page size); 4 MiB by default.
 *	mem	BPF_MAP_TYPE_ARRAY with DT_MEM_SLOTS values (slots) per
 *		possible CPU: the scratch memory of dt_dctx.h (probe arguments,
 *		string temporaries, the record being built).  A program that
 *		starts while another of ours runs on the same CPU (a profile or
 *		a kernel tracepoint program in an interrupt, a uprobe program
 *		while a sleepable one sleeps in a page fault) takes another
 *		free slot: value slot * ncpus + cpu, the slots in use a bitmap
 *		in mem[cpu] (dt_cg.c).
 *	strtab	BPF_MAP_TYPE_ARRAY, one value: the string constants.  It is
 *		created BPF_F_RDONLY_PROG, filled, then frozen, so the verifier
 *		treats it as read-only data whose contents it knows; code
 *		reaches it with ld_imm64 BPF_PSEUDO_MAP_VALUE (direct access).
 *	aggs	BPF_MAP_TYPE_PERCPU_HASH: aggregations, keyed by
 *		struct dt_agg_khdr + key tuple.  Only created if the program
 *		has aggregations.
 *	gvars	BPF_MAP_TYPE_ARRAY, one value: global scalar variables.
 *	specs	BPF_MAP_TYPE_ARRAY, one value, mappable: the speculations'
 *		states (dt_dctx.h), which the consumer updates in place
 *		(dt_spec.c).  Only created if the program uses speculations.
 *	probes	BPF_MAP_TYPE_HASH (not preallocated): probe id -> the probe's
 *		four names, as in dtrace_probedesc_t, for probeprov and the
 *		like.  Every enabled probe is added when tracing starts, and
 *		probes enabled later (libraries dlopen()ed by a traced process)
 *		when they are.
 *
 * Programs are loaded without a verifier log first (fast, and the common
 * case); if the kernel refuses, we load again with a 64 KiB log to learn
 * why: the handle's message (one line) says which program failed and, in
 * the verifier's words, why ("rejected by the verifier: The sequence of
 * 8193 jumps is too complex"), never a bare errno; a program the kernel
 * refuses before verifying (more than 1M instructions) gets its size.  A
 * log can be hundreds of megabytes (level 1 prints every instruction
 * verified), so only the bpflog option asks for whole logs: of every
 * program loaded (printed on stderr here) and of a refused one, kept in
 * dtp->dt_bpflog (each line prefixed "BPF: ", as Oracle DTrace prints
 * them) for the caller to print after the message.
 *
 * A program with subprograms (the bpf_loop() callbacks of string code,
 * dt_cg_strloop.c) must come with BTF function info, one record per
 * subprogram, or the verifier refuses to load a callback's address.  The
 * loader finds the subprograms' first instructions from the calls and
 * function loads in the code and describes each as a static "void (void)"
 * function of a two-type BTF object loaded for the purpose; the verifier
 * uses only the linkage of a static function's type.
 *
 * dt_bpf_has_uprobe_multi() probes the kernel for uprobe_multi links the way
 * libbpf does: a program with expected attach type BPF_TRACE_UPROBE_MULTI,
 * linked to a path that cannot be probed ("/"), fails with EBADF only on a
 * kernel that understood the request.  DTRACE_NO_UPROBE_MULTI in the
 * environment makes us act as on a kernel without them (so the tests can
 * exercise the perf fallback here).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf_uprobe_multi.h>
#include <linux/btf.h>
#include "dt_bpf.h"
#include "dt_insn.h"
#include "dt_provider.h"

#define DT_BPF_DEF_BUFSIZE	(4UL << 20)
#define DT_BPF_DEF_AGGSIZE	(4UL << 20)
#define DT_BPF_DEF_DYNVARSIZE	(1UL << 20)
#define DT_BPF_MIN_DVARS	1024
#define DT_BPF_MIN_AGGENTS	1024
#define DT_BPF_HTAB_ELEM	48	/* the kernel's per-element overhead */
#define DT_BPF_LOG_MIN		(64UL << 10)
#define DT_BPF_LOG_MAX		(1UL << 30)	/* the kernel's limit */
#define DT_BPF_MAXINSNS		1000000U	/* BPF_COMPLEXITY_LIMIT_INSNS */

static const char *const dt_bpf_mapname[DT_NMAPS] = {
	[DT_MAP_RINGBUF] = "dt_ringbuf",
	[DT_MAP_MEM] = "dt_mem",
	[DT_MAP_STRTAB] = "dt_strtab",
	[DT_MAP_AGGS] = "dt_aggs",
	[DT_MAP_GVARS] = "dt_gvars",
	[DT_MAP_PROBES] = "dt_probes",
	[DT_MAP_PROVIDER] = "dt_provider",
	[DT_MAP_DVARS] = "dt_dvars",
	[DT_MAP_SPECS] = "dt_specs",
};

/*
 * Speculation ids the specs map has room for: the nspec option (within
 * what speculation() scans), or more if the code was built for more.
 * The consumer's side of speculations (dt_spec.c) sizes its buffers so.
 */
uint32_t
dt_bpf_spec_nspec(dtrace_hdl_t *dtp)
{
	int64_t n = dt_opt(dtp, DTRACEOPT_NSPEC);

	n = n < 0 ? 0 : n > DT_SPEC_MAXNSPEC ? DT_SPEC_MAXNSPEC : n;
	if (dtp->dt_specs_used - 1 > n)
		n = dtp->dt_specs_used - 1;
	return (uint32_t)n;
}

static uint64_t
roundup8(uint64_t n)
{
	return (n + 7) & ~7ULL;
}

/* An option's value in bytes, or def if it was not given. */
static uint64_t
dt_bpf_optsize(dtrace_hdl_t *dtp, dt_optid_t id, uint64_t def)
{
	int64_t v = dt_opt(dtp, id);

	return v > 0 ? (uint64_t)v : def;
}

/* Its size in the message: a size is what a kernel limit refuses. */
static int
dt_bpf_map_error(dtrace_hdl_t *dtp, dt_mapid_t id, uint64_t ksize,
    uint64_t vsize, uint64_t nents, int err)
{
	return dt_set_errmsg(dtp, EDT_BPF, "failed to create BPF map '%s' "
	    "(%" PRIu64 " entries, key %" PRIu64 " bytes, value %" PRIu64
	    " bytes): %s", dt_bpf_mapname[id], nents, ksize, vsize,
	    strerror(err));
}

int
dt_bpf_map_new(dtrace_hdl_t *dtp, dt_mapid_t id, enum bpf_map_type type,
    uint32_t ksize, uint64_t vsize, uint64_t nents, uint32_t flags)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = flags);
	int fd;

	if (vsize > UINT32_MAX || nents > UINT32_MAX)
		return dt_bpf_map_error(dtp, id, ksize, vsize, nents, E2BIG);

	dt_dprintf("creating BPF map %s: key %u, value %lu, %lu entries\n",
	    dt_bpf_mapname[id], ksize, (unsigned long)vsize,
	    (unsigned long)nents);
	fd = bpf_map_create(type, dt_bpf_mapname[id], ksize, (uint32_t)vsize,
	    (uint32_t)nents, &opts);
	if (fd < 0)
		return dt_bpf_map_error(dtp, id, ksize, vsize, nents, errno);

	dtp->dt_mapfd[id] = fd;
	return 0;
}

/*
 * The ring buffer: bufsize rounded up to a power of two, at least a page.
 * Under bufpolicy fill or ring, bufsize is the size of the consumer's own
 * buffer (dt_pbuf.c) and the ring buffer only carries records to it: at
 * least the default size, so that it does not drop them.
 */
static int
dt_bpf_create_ringbuf(dtrace_hdl_t *dtp)
{
	uint64_t want = dt_bpf_optsize(dtp, DTRACEOPT_BUFSIZE,
	    DT_BPF_DEF_BUFSIZE);
	uint64_t size = (uint64_t)sysconf(_SC_PAGESIZE);

	if (dt_opt(dtp, DTRACEOPT_BUFPOLICY) != DTRACEOPT_BUFPOLICY_SWITCH &&
	    want < DT_BPF_DEF_BUFSIZE)
		want = DT_BPF_DEF_BUFSIZE;

	while (size < want && size < DT_BPF_MAX_SIZE)	/* dt_bpf_resize() */
		size <<= 1;

	return dt_bpf_map_new(dtp, DT_MAP_RINGBUF, BPF_MAP_TYPE_RINGBUF, 0, 0,
	    size, 0);
}

static int
dt_bpf_create_mem(dtrace_hdl_t *dtp)
{
	uint64_t vsize = dtp->dt_memsize;

	if (vsize < DT_MEM_HDRSIZE)
		vsize = DT_MEM_HDRSIZE;

	return dt_bpf_map_new(dtp, DT_MAP_MEM, BPF_MAP_TYPE_ARRAY,
	    sizeof(uint32_t), roundup8(vsize),
	    DT_MEM_SLOTS * (uint64_t)dtp->dt_ncpus, 0);
}

/* The string table: filled, then frozen so the verifier trusts its bytes. */
static int
dt_bpf_create_strtab(dtrace_hdl_t *dtp)
{
	uint64_t vsize = roundup8(dtp->dt_strlen > 8 ? dtp->dt_strlen : 8);
	uint32_t key = 0;
	char *buf;
	int rc;

	if (dt_bpf_map_new(dtp, DT_MAP_STRTAB, BPF_MAP_TYPE_ARRAY,
	    sizeof(uint32_t), vsize, 1, BPF_F_RDONLY_PROG) < 0)
		return -1;

	if ((buf = calloc(1, vsize)) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (dtp->dt_strtab != NULL && dtp->dt_strlen > 0)
		memcpy(buf, dtp->dt_strtab, dtp->dt_strlen);

	rc = bpf_map_update_elem(dtp->dt_mapfd[DT_MAP_STRTAB], &key, buf, 0);
	free(buf);
	if (rc == 0)
		rc = bpf_map_freeze(dtp->dt_mapfd[DT_MAP_STRTAB]);
	if (rc != 0)
		return dt_set_errmsg(dtp, EDT_BPF,
		    "failed to fill BPF map '%s': %s",
		    dt_bpf_mapname[DT_MAP_STRTAB], strerror(errno));
	return 0;
}

/*
 * Are probes of an interrupt-context provider (profile) enabled?  Their
 * programs can interrupt anything, and in interrupt context a hash map
 * that is not preallocated takes elements from a per-CPU cache the kernel
 * refills later: a burst of new keys then fails to be stored.
 */
static int
dt_bpf_irq_probes(dtrace_hdl_t *dtp)
{
	uint32_t id;

	for (id = 1; id <= dtp->dt_nprobes; id++) {
		const dt_probe_t *prp = dt_probe_lookup_id(dtp, id);

		if (prp != NULL && prp->pr_nstmts > 0 && prp->pr_prov->pv_impl->irq)
			return 1;
	}
	return 0;
}

/*
 * Aggregations: key = struct dt_agg_khdr + the largest key tuple, value =
 * the largest value of any aggregating function; as many entries as fit in
 * aggsize (at least one), and with the default aggsize never fewer than
 * DT_BPF_MIN_AGGENTS.  An aggsize smaller than one key and its value is
 * refused, as Oracle DTrace refuses it: "Enabling exceeds size of buffer".
 * Updates that find the map full are aggregation drops (dt_cg_agg.c).
 */
static int
dt_bpf_create_aggs(dtrace_hdl_t *dtp, uint32_t hflags)
{
	uint64_t ksize = 0, nvals = 1, nents, size;
	uint32_t i;

	for (i = 0; i < dtp->dt_naggs; i++) {
		const dt_aggdesc_t *agp = dtp->dt_aggdescs[i];

		if (agp == NULL)
			continue;
		if (agp->dtagd_keysize > ksize)
			ksize = agp->dtagd_keysize;
		if (agp->dtagd_nvals > nvals)
			nvals = agp->dtagd_nvals;
	}
	ksize += sizeof(struct dt_agg_khdr);

	/* What an entry costs the kernel: key, a value per CPU, the element. */
	size = dt_bpf_optsize(dtp, DTRACEOPT_AGGSIZE, DT_BPF_DEF_AGGSIZE);
	if (size < ksize + 8 * nvals)
		return dt_set_errno(dtp, EDT_BUFTOOSMALL);
	nents = size / (ksize + 8 * nvals * (dtp->dt_ncpus > 0 ? dtp->dt_ncpus : 1) +
	    DT_BPF_HTAB_ELEM);
	if (size == DT_BPF_DEF_AGGSIZE && nents < DT_BPF_MIN_AGGENTS)
		nents = DT_BPF_MIN_AGGENTS;
	if (nents == 0)
		nents = 1;

	if (ksize > UINT32_MAX)
		return dt_bpf_map_error(dtp, DT_MAP_AGGS, ksize, 8 * nvals,
		    nents, E2BIG);
	return dt_bpf_map_new(dtp, DT_MAP_AGGS, BPF_MAP_TYPE_PERCPU_HASH,
	    (uint32_t)ksize, 8 * nvals, nents, hflags);
}

/*
 * Thread-local variables and associative arrays: as many entries as fit in
 * dynvarsize (DTrace's default, 1 MB), at least DT_BPF_MIN_DVARS.
 */
static int
dt_bpf_create_dvars(dtrace_hdl_t *dtp, uint32_t hflags)
{
	uint64_t ksize = roundup8(dtp->dt_dvarkeysz);
	uint64_t vsize = roundup8(dtp->dt_dvarvalsz > 8 ? dtp->dt_dvarvalsz : 8);
	uint64_t nents = dt_bpf_optsize(dtp, DTRACEOPT_DYNVARSIZE,
	    DT_BPF_DEF_DYNVARSIZE) / (ksize + vsize + DT_BPF_HTAB_ELEM);

	if (nents < DT_BPF_MIN_DVARS)
		nents = DT_BPF_MIN_DVARS;
	if (ksize > UINT32_MAX || vsize > UINT32_MAX || nents > UINT32_MAX)
		return dt_bpf_map_error(dtp, DT_MAP_DVARS, ksize, vsize, nents,
		    E2BIG);
	return dt_bpf_map_new(dtp, DT_MAP_DVARS, BPF_MAP_TYPE_HASH,
	    (uint32_t)ksize, (uint32_t)vsize, (uint32_t)nents, hflags);
}

static int
dt_bpf_create_gvars(dtrace_hdl_t *dtp)
{
	uint64_t vsize = dtp->dt_gvarsz > 8 ? dtp->dt_gvarsz : 8;

	return dt_bpf_map_new(dtp, DT_MAP_GVARS, BPF_MAP_TYPE_ARRAY,
	    sizeof(uint32_t), roundup8(vsize), 1, 0);
}

/*
 * Room for every probe known now, twice over, and at least 64Ki: probes
 * created later (dlopen) need entries too, and an unpreallocated hash map
 * costs only its bucket array (16 bytes a bucket) until it is filled.
 */
#define DT_BPF_MIN_PROBES	(1U << 16)

static int
dt_bpf_create_probes(dtrace_hdl_t *dtp)
{
	uint64_t n = 2 * (uint64_t)dtp->dt_nprobes;

	return dt_bpf_map_new(dtp, DT_MAP_PROBES, BPF_MAP_TYPE_HASH,
	    sizeof(uint32_t), DT_PROBE_NAMESZ, n > DT_BPF_MIN_PROBES ? n :
	    DT_BPF_MIN_PROBES, BPF_F_NO_PREALLOC);
}

/* Give the programs probe prp's names (probeprov ...), once. */
int
dt_bpf_probe_names(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	uint32_t key = prp->pr_desc.id;

	if (dtp->dt_mapfd[DT_MAP_PROBES] < 0 || prp->pr_named)
		return 0;
	if (bpf_map_update_elem(dtp->dt_mapfd[DT_MAP_PROBES], &key,
	    prp->pr_desc.prv, BPF_ANY) != 0)
		return dt_set_errmsg(dtp, EDT_BPF, "failed to fill BPF map '%s': %s",
		    dt_bpf_mapname[DT_MAP_PROBES], strerror(errno));
	prp->pr_named = 1;
	return 0;
}

/* libbpf's own messages go to the debug output, never to the user. */
static int
dt_bpf_libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	char buf[512];

	vsnprintf(buf, sizeof(buf), fmt, ap);
	dt_dprintf("%s", buf);
	return 0;
}

/* The most one buffer or map may take (dt_bpf.h). */
static uint64_t
dt_bpf_size_cap(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
	uint64_t lim = DT_BPF_MAX_SIZE, cap = psz > 0 ? (uint64_t)psz : 4096;

	if (pages > 0 && psz > 0 &&
	    (uint64_t)pages * (uint64_t)psz / DT_BPF_MEM_FRACTION < lim)
		lim = (uint64_t)pages * (uint64_t)psz / DT_BPF_MEM_FRACTION;
	while (cap * 2 <= lim)
		cap *= 2;
	return cap;
}

/* The ring buffer takes bufsize rounded up to a power of two. */
static uint64_t
dt_bpf_pow2(uint64_t n)
{
	uint64_t p = 1;

	while (p < n && p < (1ULL << 62))
		p <<= 1;
	return p;
}

/* Lower option id to cap if it takes more (or fail, bufresize=manual). */
static int
dt_bpf_resize1(dtrace_hdl_t *dtp, dt_optid_t id, uint64_t takes, uint64_t cap)
{
	if (takes <= cap)
		return 0;
	if (dt_opt(dtp, DTRACEOPT_BUFRESIZE) == DTRACEOPT_BUFRESIZE_MANUAL)
		return dt_set_errno(dtp, EDT_NOMEM);
	dt_dprintf("option %d lowered from %" PRIu64 " to %" PRIu64 "\n", id,
	    takes, cap);
	dtp->dt_options[id] = (int64_t)cap;
	return 0;
}

int
dt_bpf_resize(dtrace_hdl_t *dtp)
{
	uint64_t cap = dt_bpf_size_cap();
	int64_t buf = dt_opt(dtp, DTRACEOPT_BUFSIZE);
	int64_t agg = dt_opt(dtp, DTRACEOPT_AGGSIZE);
	int64_t dyn = dt_opt(dtp, DTRACEOPT_DYNVARSIZE);

	if (buf > 0 && dt_bpf_resize1(dtp, DTRACEOPT_BUFSIZE,
	    dt_bpf_pow2((uint64_t)buf), cap) != 0)
		return -1;
	/* hash maps that are not preallocated take memory as they fill */
	if (!dt_bpf_irq_probes(dtp))
		return 0;
	if (cap > DT_BPF_PREALLOC_MAX)
		cap = DT_BPF_PREALLOC_MAX;
	if (agg > 0 && dtp->dt_naggs > 0 &&
	    dt_bpf_resize1(dtp, DTRACEOPT_AGGSIZE, (uint64_t)agg, cap) != 0)
		return -1;
	if (dyn > 0 && dtp->dt_ndvars > 0 &&
	    dt_bpf_resize1(dtp, DTRACEOPT_DYNVARSIZE, (uint64_t)dyn, cap) != 0)
		return -1;
	return 0;
}

int
dt_bpf_maps_create(dtrace_hdl_t *dtp)
{
	/*
	 * The hash maps programs add entries to (aggregations, dynamic
	 * variables) are not preallocated, as preallocating costs the kernel
	 * a lot at start-up (~300 ms for the default aggsize's per-CPU
	 * values); but they are when interrupt-context probes may add entries.
	 */
	uint32_t hflags = dt_bpf_irq_probes(dtp) ? 0 : BPF_F_NO_PREALLOC;
	int i, ncpus;

	libbpf_set_print(dt_bpf_libbpf_print);

	for (i = 0; i < DT_NMAPS; i++)
		dtp->dt_mapfd[i] = -1;

	if ((ncpus = libbpf_num_possible_cpus()) <= 0)
		return dt_set_errmsg(dtp, EDT_BPF,
		    "cannot determine the number of possible CPUs: %s",
		    strerror(-ncpus));
	dtp->dt_ncpus = ncpus;

	if (dt_bpf_create_ringbuf(dtp) < 0 || dt_bpf_create_mem(dtp) < 0 ||
	    dt_bpf_create_strtab(dtp) < 0 || dt_bpf_create_gvars(dtp) < 0 ||
	    dt_bpf_create_probes(dtp) < 0 ||
	    (dtp->dt_naggs > 0 && dt_bpf_create_aggs(dtp, hflags) < 0) ||
	    (dtp->dt_ndvars > 0 && dt_bpf_create_dvars(dtp, hflags) < 0) ||
	    (dtp->dt_specs_used && dt_bpf_map_new(dtp, DT_MAP_SPECS,
	    BPF_MAP_TYPE_ARRAY, sizeof(uint32_t), roundup8(DT_SPECT_SIZE((uint64_t)dt_bpf_spec_nspec(dtp))),
	    1, BPF_F_MMAPABLE) < 0)) {
		dt_bpf_maps_destroy(dtp);
		return -1;
	}
	return 0;
}

void
dt_bpf_maps_destroy(dtrace_hdl_t *dtp)
{
	int i;

	for (i = 0; i < DT_NMAPS; i++) {
		if (dtp->dt_mapfd[i] >= 0)
			close(dtp->dt_mapfd[i]);
		dtp->dt_mapfd[i] = -1;
	}
}

/*
 * The kernel's program name: at most 15 characters of [A-Za-z0-9_.].  The
 * full name only appears in our messages.
 */
static void
dt_bpf_progname(const char *name, char *buf, size_t size)
{
	size_t i, j = 0;

	for (i = 0; name != NULL && name[i] != '\0' && j + 1 < size &&
	    j < BPF_OBJ_NAME_LEN - 1; i++) {
		char c = name[i];

		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || c == '_' || c == '.')
			buf[j++] = c;
		else if (j > 0 && buf[j - 1] != '_')
			buf[j++] = '_';
	}
	buf[j] = '\0';
}

/* Is there a subprogram at instruction i (pointed at by a call or load)? */
static int
dt_bpf_subprog_target(const struct bpf_insn *insns, uint32_t ninsns, uint32_t i,
    uint32_t *start)
{
	const struct bpf_insn *ip = &insns[i];
	int64_t t = (int64_t)i + ip->imm + 1;

	if (!(ip->code == (BPF_JMP | BPF_CALL) && ip->src_reg == BPF_PSEUDO_CALL) &&
	    !(ip->code == (BPF_LD | BPF_DW | BPF_IMM) &&
	    ip->src_reg == BPF_PSEUDO_FUNC))
		return 0;
	if (t <= 0 || t >= ninsns)
		return 0;
	*start = (uint32_t)t;
	return 1;
}

/*
 * The function info of a program with subprograms: a record per
 * subprogram (the program itself first), in order, all of BTF type 2 of
 * dt_bpf_func_btf().  Returns the number of records (1: no subprograms).
 */
static uint32_t
dt_bpf_func_info(const struct bpf_insn *insns, uint32_t ninsns,
    struct bpf_func_info **fip)
{
	uint8_t *is = calloc(ninsns, 1);
	struct bpf_func_info *fi;
	uint32_t i, n = 1, start;

	*fip = NULL;
	if (is == NULL)
		return 1;
	for (i = 0; i < ninsns; i++)
		if (dt_bpf_subprog_target(insns, ninsns, i, &start) && !is[start]) {
			is[start] = 1;
			n++;
		}
	if (n > 1 && (fi = calloc(n, sizeof(*fi))) != NULL) {
		fi[0].insn_off = 0;
		fi[0].type_id = 2;
		for (i = 0, n = 1; i < ninsns; i++) {
			if (is[i]) {
				fi[n].insn_off = i;
				fi[n++].type_id = 2;
			}
		}
		*fip = fi;
	}
	free(is);
	return n;
}

/* BTF: [1] void (void), [2] static function "dt_func" of type 1. */
static int
dt_bpf_func_btf(void)
{
	static const char strs[] = "\0dt_func";
	struct {
		struct btf_header hdr;
		struct btf_type proto, func;
		char strs[sizeof(strs)];
	} __attribute__((packed)) b;

	memset(&b, 0, sizeof(b));
	b.hdr.magic = BTF_MAGIC;
	b.hdr.version = BTF_VERSION;
	b.hdr.hdr_len = sizeof(b.hdr);
	b.hdr.type_off = 0;
	b.hdr.type_len = 2 * sizeof(struct btf_type);
	b.hdr.str_off = b.hdr.type_len;
	b.hdr.str_len = sizeof(strs);
	b.proto.info = BTF_KIND_FUNC_PROTO << 24;
	b.func.name_off = 1;
	b.func.info = (BTF_KIND_FUNC << 24) | BTF_FUNC_STATIC;
	b.func.type = 1;
	memcpy(b.strs, strs, sizeof(strs));
	return bpf_btf_load(&b, sizeof(b), NULL);
}

static int
dt_bpf_load(const char *pname, int prog_type, int attach_type,
    uint32_t btf_id, uint32_t flags, const struct bpf_insn *insns,
    uint32_t ninsns, int log_level, char *log, size_t logsz)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = attach_type,
	    .attach_btf_id = btf_id,
	    .prog_flags = flags,
	    .log_level = log_level,
	    .log_buf = log_level ? log : NULL,
	    .log_size = log_level ? logsz : 0);
	struct bpf_func_info *fi;
	uint32_t nfi = dt_bpf_func_info(insns, ninsns, &fi);
	int fd, btf = -1, err;

	if (fi != NULL && (btf = dt_bpf_func_btf()) >= 0) {
		opts.prog_btf_fd = btf;
		opts.func_info = fi;
		opts.func_info_cnt = nfi;
		opts.func_info_rec_size = sizeof(*fi);
	}
	fd = bpf_prog_load(prog_type, pname, "GPL", insns, ninsns, &opts);
	err = errno;
	if (btf >= 0)
		close(btf);
	free(fi);
	errno = err;
	return fd;
}

/*
 * Load with a verifier log at log_level 1, doubling the buffer (up to
 * maxsz) while the log does not fit.  Returns the fd or -1 (errno set) and
 * the log in *logp.  A log that did not fit ends in ENOSPC, whatever the
 * verifier found; the kernel (6.4+) then keeps the log's end in the buffer.
 */
static int
dt_bpf_load_logged(const char *pname, int prog_type, int attach_type,
    uint32_t btf_id, uint32_t flags, const struct bpf_insn *insns,
    uint32_t ninsns, size_t maxsz, char **logp)
{
	size_t logsz = DT_BPF_LOG_MIN;
	char *log = NULL;
	int fd, err;

	for (;;) {
		char *nlog = realloc(log, logsz);

		if (nlog == NULL) {
			free(log);
			*logp = NULL;
			errno = ENOMEM;
			return -1;
		}
		log = nlog;
		log[0] = '\0';
		fd = dt_bpf_load(pname, prog_type, attach_type, btf_id, flags,
		    insns, ninsns, 1, log, logsz);
		err = errno;
		if (fd >= 0 || err != ENOSPC || logsz >= maxsz)
			break;
		logsz *= 2;
	}
	*logp = log;
	errno = err;
	return fd;
}

/* Copy the verifier log into the handle with a "BPF: " prefix per line. */
static void
dt_bpf_keep_log(dtrace_hdl_t *dtp, const char *log)
{
	size_t len = 0, lines = 1, n;
	const char *p;
	char *q;

	free(dtp->dt_bpflog);
	dtp->dt_bpflog = NULL;
	dtp->dt_bpflogsz = 0;
	if (log == NULL || log[0] == '\0')
		return;

	for (p = log; *p != '\0'; p++)
		lines += *p == '\n';
	len = p - log;
	if ((dtp->dt_bpflog = malloc(len + lines * 5 + 2)) == NULL)
		return;

	for (p = log, q = dtp->dt_bpflog; *p != '\0'; p += n) {
		n = strcspn(p, "\n");
		q += sprintf(q, "BPF: %.*s\n", (int)n, p);
		if (p[n] == '\n')
			n++;
	}
	*q = '\0';
	dtp->dt_bpflogsz = q - dtp->dt_bpflog;
}

/*
 * The verifier's reason in its log: the line before the statistics it ends
 * with ("processed 95589 insns (limit 1000000) ..."), without a final '.';
 * or, in a log without statistics, its last line.  A log of statistics only
 * means the verifier accepted the program (and something else failed).
 * Sets *lenp; NULL if the log gives no reason.
 */
static const char *
dt_bpf_log_reason(const char *log, int *lenp)
{
	const char *p, *line = NULL, *reason = NULL;
	int len, stats = 0;

	for (p = log; *p != '\0'; p += len + (p[len] == '\n')) {
		len = strcspn(p, "\n");
		if (len == 0)
			continue;
		if (strncmp(p, "processed ", 10) == 0) {
			stats = 1;
			reason = line;
		}
		line = p;
	}
	if (!stats)
		reason = line;
	if (reason == NULL)
		return NULL;
	len = strcspn(reason, "\n");
	while (len > 0 && (reason[len - 1] == '.' || reason[len - 1] == ' '))
		len--;
	*lenp = len;
	return len > 0 ? reason : NULL;
}

/*
 * Set the handle's error for a failed load of program name (ninsns
 * instructions) with errno err and verifier log log: one line that says
 * why, in the verifier's words if it said something.
 */
static int
dt_bpf_load_error(dtrace_hdl_t *dtp, const char *name, uint32_t ninsns,
    int err, const char *log)
{
	const char *why = NULL;
	int len = 0;

	/* Out of descriptors: the verifier may have passed the program. */
	if (log != NULL && err != EMFILE && err != ENFILE)
		why = dt_bpf_log_reason(log, &len);
	if (err == EPERM)
		return dt_set_errmsg(dtp, EDT_PERM,
		    "BPF program load for '%s' failed: %s "
		    "(tracing requires root or CAP_BPF and CAP_PERFMON)",
		    name, strerror(err));
	if (why != NULL)
		return dt_set_errmsg(dtp, EDT_VERIFIER,
		    "BPF program load for '%s' failed: rejected by the "
		    "verifier: %.*s", name, len, why);
	if (err == E2BIG && ninsns > DT_BPF_MAXINSNS)
		return dt_set_errmsg(dtp, EDT_BPF,
		    "BPF program load for '%s' failed: %u instructions, "
		    "more than the kernel takes (%u)", name, ninsns,
		    DT_BPF_MAXINSNS);
	return dt_set_errmsg(dtp, EDT_BPF,
	    "BPF program load for '%s' failed: %s", name, strerror(err));
}

/*
 * Load a program.  Without the bpflog option: first without a log; if that
 * fails, once more with a 64 KiB log only to learn the verifier's reason
 * (the log's end), keeping the first load's errno.  With bpflog: with a log
 * that grows until it all fits; a loaded program's log goes to stderr, a
 * refused one's into dt_bpflog for the caller to print after the message.
 */
int
dt_bpf_prog_load(dtrace_hdl_t *dtp, const char *name, int prog_type,
    int attach_type, const struct bpf_insn *insns, uint32_t ninsns)
{
	return dt_bpf_prog_load_btf(dtp, name, prog_type, attach_type, 0,
	    insns, ninsns);
}

/* The same, for a program attached to a kernel BTF type (tp_btf). */
int
dt_bpf_prog_load_btf(dtrace_hdl_t *dtp, const char *name, int prog_type,
    int attach_type, uint32_t btf_id, const struct bpf_insn *insns,
    uint32_t ninsns)
{
	int bpflog = dtp->dt_options[DTRACEOPT_BPFLOG] != DTRACEOPT_UNSET;
	uint32_t flags = dtp->dt_sleepable ? BPF_F_SLEEPABLE : 0;
	char pname[BPF_OBJ_NAME_LEN];
	char *log = NULL;
	int fd, err = 0;

	dt_bpf_progname(name, pname, sizeof(pname));
	dt_bpf_keep_log(dtp, NULL);	/* the log is the last load's only */

	if (!bpflog) {
		fd = dt_bpf_load(pname, prog_type, attach_type, btf_id, flags,
		    insns, ninsns, 0, NULL, 0);
		if (fd >= 0)
			return fd;
		if ((err = errno) == EPERM)
			return dt_bpf_load_error(dtp, name, ninsns, EPERM, NULL);
	}

	fd = dt_bpf_load_logged(pname, prog_type, attach_type, btf_id, flags,
	    insns, ninsns, bpflog ? DT_BPF_LOG_MAX : DT_BPF_LOG_MIN, &log);
	if (bpflog)
		err = errno;
	if (fd < 0) {
		dt_bpf_load_error(dtp, name, ninsns, err, log);
		if (bpflog)
			dt_bpf_keep_log(dtp, log);
	} else if (bpflog && log != NULL) {
		dt_bpf_keep_log(dtp, log);
		if (dtp->dt_bpflog != NULL)
			fprintf(stderr, "%s", dtp->dt_bpflog);
		dt_bpf_keep_log(dtp, NULL);
	}
	free(log);
	return fd;
}

/* bpf(2) with our own attribute layout (libbpf 1.1 lacks uprobe_multi). */
static int
dt_bpf_link_create_raw(struct dt_bpf_uprobe_multi_attr *attr)
{
	return syscall(__NR_bpf, BPF_LINK_CREATE, attr, sizeof(*attr));
}

static int
dt_bpf_probe_uprobe_multi(void)
{
	struct bpf_insn insns[] = {
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};
	struct dt_bpf_uprobe_multi_attr attr;
	uint64_t off = 0;
	int pfd, lfd, err;

	pfd = dt_bpf_load("dt_probe_um", BPF_PROG_TYPE_KPROBE,
	    BPF_TRACE_UPROBE_MULTI, 0, 0, insns, 2, 0, NULL, 0);
	if (pfd < 0)
		return 0;

	/* "/" is a directory: a kernel that knows uprobe_multi says EBADF. */
	memset(&attr, 0, sizeof(attr));
	attr.prog_fd = pfd;
	attr.attach_type = BPF_TRACE_UPROBE_MULTI;
	attr.uprobe_multi.path = (uintptr_t)"/";
	attr.uprobe_multi.offsets = (uintptr_t)&off;
	attr.uprobe_multi.cnt = 1;
	lfd = dt_bpf_link_create_raw(&attr);
	err = errno;
	if (lfd >= 0)
		close(lfd);
	close(pfd);

	return lfd < 0 && err == EBADF;
}

/*
 * Does the kernel run fentry programs?  Load one on the kernel function of
 * BTF id btf_id and attach it (a kernel may refuse at either step); 0 if
 * it does, else the errno of the refusal.
 */
int
dt_bpf_fentry_errno(uint32_t btf_id)
{
	struct bpf_insn insns[] = {
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};
	int pfd, lfd, err;

	pfd = dt_bpf_load("dt_probe_fentry", BPF_PROG_TYPE_TRACING,
	    BPF_TRACE_FENTRY, btf_id, 0, insns, 2, 0, NULL, 0);
	if (pfd < 0)
		return errno;
	lfd = bpf_raw_tracepoint_open(NULL, pfd);
	err = lfd < 0 ? errno : 0;
	if (lfd >= 0)
		close(lfd);
	close(pfd);
	return err;
}

int
dt_bpf_has_uprobe_multi(dtrace_hdl_t *dtp)
{
	if (dtp->dt_has_uprobe_multi < 0) {
		dtp->dt_has_uprobe_multi = getenv("DTRACE_NO_UPROBE_MULTI") == NULL &&
		    dt_bpf_probe_uprobe_multi();
		dt_dprintf("kernel %s uprobe_multi links\n",
		    dtp->dt_has_uprobe_multi ? "supports" : "lacks");
	}
	return dtp->dt_has_uprobe_multi;
}

/*
 * Does the kernel load a sleepable program of this type that faults user
 * pages in?  One calling bpf_copy_from_user() (sleepable programs only)
 * tells.
 */
static int
dt_bpf_probe_copyin(const char *name, int type, int attach_type)
{
	struct bpf_insn insns[] = {
		BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -8),
		BPF_MOV64_IMM(BPF_REG_2, 1),
		BPF_MOV64_IMM(BPF_REG_3, 0),
		BPF_CALL_HELPER(BPF_FUNC_copy_from_user),
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};
	int pfd = dt_bpf_load(name, type, attach_type, 0, BPF_F_SLEEPABLE,
	    insns, sizeof(insns) / sizeof(insns[0]), 0, NULL, 0);

	if (pfd < 0)
		return 0;
	close(pfd);
	return 1;
}

/* Sleepable uprobe_multi programs (dt_bpf_sleepable_uprobes()). */
static int
dt_bpf_probe_sleepable(void)
{
	return dt_bpf_probe_copyin("dt_probe_sleep", BPF_PROG_TYPE_KPROBE,
	    BPF_TRACE_UPROBE_MULTI);
}

/*
 * May BPF programs write user memory (copyout())?  A kernel locked down
 * (integrity or more) refuses bpf_probe_write_user() to every program: a
 * kprobe-type program calling it tells.
 */
int
dt_bpf_can_write_user(void)
{
	struct bpf_insn insns[] = {
		BPF_ST_MEM(BPF_DW, BPF_REG_FP, -8, 0),
		BPF_MOV64_IMM(BPF_REG_1, 0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_MOV64_IMM(BPF_REG_3, 1),
		BPF_CALL_HELPER(BPF_FUNC_probe_write_user),
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};
	static int ok;
	int pfd;

	if (ok == 0) {
		pfd = dt_bpf_load("dt_probe_write", BPF_PROG_TYPE_KPROBE, 0, 0,
		    0, insns, 8, 0, NULL, 0);
		ok = pfd >= 0 ? 1 : -1;
		if (pfd >= 0)
			close(pfd);
	}
	return ok > 0;
}

/*
 * Can dtrace run a program itself, in its own thread (DT_TARGET_RUN:
 * BEGIN and END without a uprobe)?  A sleepable BPF_PROG_TYPE_SYSCALL
 * program (kernel 5.14+) that reads user memory, as BEGIN's copyin() does,
 * tells; BPF_PROG_TEST_RUN runs such programs.
 */
int
dt_bpf_has_prog_run(void)
{
	static int ok;

	if (ok == 0) {
		ok = dt_bpf_probe_copyin("dt_probe_run", BPF_PROG_TYPE_SYSCALL,
		    0) ? 1 : -1;
		dt_dprintf("BEGIN and END %s\n", ok > 0 ? "run in dtrace's "
		    "thread (BPF_PROG_TEST_RUN)" : "are uprobes");
	}
	return ok > 0;
}

/*
 * Are uprobe programs loaded sleepable (doc/ARCHITECTURE.md, "Reading user
 * memory")?  Where uprobe_multi links are used and the kernel allows it,
 * unless DTRACE_NO_SLEEPABLE is set (the bench's comparison, a way out).
 */
int
dt_bpf_sleepable_uprobes(dtrace_hdl_t *dtp)
{
	if (dtp->dt_sleep_ok == 0) {
		dtp->dt_sleep_ok = getenv("DTRACE_NO_SLEEPABLE") == NULL &&
		    dt_bpf_has_uprobe_multi(dtp) &&
		    dt_bpf_probe_sleepable() ? 1 : -1;
		dt_dprintf("uprobe programs are %ssleepable\n",
		    dtp->dt_sleep_ok > 0 ? "" : "not ");
	}
	return dtp->dt_sleep_ok > 0;
}
