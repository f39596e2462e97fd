/*
 * dt_open.c: the dtrace handle: opening and closing it, errors, memory, and
 * the handle's growing tables (string constants, statements, aggregations).
 *
 * dtrace_open() builds everything that does not depend on a program: the
 * options, the D type container, the identifier tables with the built-ins,
 * and the providers with their static probes.  Errors are kept in the handle
 * as an error number plus, for compile and load errors, a message written
 * where the error was found; dtrace_errmsg() returns that message.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_bpf.h"
#include "dt_cook.h"
#include "dt_consume.h"
#include "dt_printf.h"
#include "dt_proc.h"
#include "dt_sym.h"
#include "dt_maps.h"
#include "dt_object.h"

int dt_debug;

static const char *const dt_errtag_names[] = {
#define DT_ERRTAG_NAME(t) #t,
	DT_ERRTAGS(DT_ERRTAG_NAME)
#undef DT_ERRTAG_NAME
};

const char *
dt_errtag_name(dt_errtag_t tag)
{
	if ((unsigned)tag >= D_NTAGS)
		return "D_UNKNOWN";
	return dt_errtag_names[tag];
}

static const char *const dt_errtext[] = {
	[EDT_COMPILER - EDT_BASE] = "D compilation failed",
	[EDT_NOMEM - EDT_BASE] = "Memory allocation failure",
	[EDT_BADOPTNAME - EDT_BASE] = "Invalid option name",
	[EDT_BADOPTVAL - EDT_BASE] = "Invalid value for specified option",
	[EDT_BADSPEC - EDT_BASE] = "Invalid probe specification",
	[EDT_BPF - EDT_BASE] = "BPF error",
	[EDT_VERIFIER - EDT_BASE] = "BPF program rejected by the verifier",
	[EDT_ATTACH - EDT_BASE] = "Failed to attach probe",
	[EDT_NOPROBE - EDT_BASE] = "No probe matches description",
	[EDT_BADID - EDT_BASE] = "Invalid probe identifier",
	[EDT_NOPROV - EDT_BASE] = "No such provider",
	[EDT_ENABLING - EDT_BASE] = "Failed to enable probe",
	[EDT_DEST - EDT_BASE] = "Destructive actions not allowed",
	[EDT_VERSION - EDT_BASE] = "Client requested version newer than library",
	[EDT_NOTSUP - EDT_BASE] = "Operation not supported",
	[EDT_GETNEXTKEY - EDT_BASE] = "Failed to iterate aggregation map",
	[EDT_PERM - EDT_BASE] = "Permission denied: dtrace requires root (CAP_BPF, CAP_PERFMON and CAP_SYS_ADMIN)",
	[EDT_ACTIVE - EDT_BASE] = "Operation illegal when tracing is active",
	[EDT_BADOPTCTX - EDT_BASE] = "Option cannot be used from within a D program",
	[EDT_CPPFORK - EDT_BASE] = "Failed to fork preprocessor",
	[EDT_CPPEXEC - EDT_BASE] = "Failed to exec preprocessor",
	[EDT_CPPENT - EDT_BASE] = "Preprocessor not found",
	[EDT_CPPERR - EDT_BASE] = "Preprocessor failed to process input program",
	[EDT_BUFTOOSMALL - EDT_BASE] = "Enabling exceeds size of buffer",
	[EDT_ENDTOOBIG - EDT_BASE] = "END enablings exceed size of principal buffer",
	[EDT_BADSETOPT - EDT_BASE] = "Invalid setopt() library action",
	[EDT_FIO - EDT_BASE] = "Error occurred while reading from input stream",
};

int
dtrace_errno(dtrace_hdl_t *dtp)
{
	return dtp->dt_errno;
}

/*
 * The message for err: the handle's own message if err is the handle's
 * current error and a message was recorded for it, else a fixed text.
 */
const char *
dtrace_errmsg(dtrace_hdl_t *dtp, int err)
{
	if (dtp != NULL && err == dtp->dt_errno && dtp->dt_errmsg[0] != '\0')
		return dtp->dt_errmsg;
	if (err >= EDT_BASE && err < EDT_MAX && dt_errtext[err - EDT_BASE] != NULL)
		return dt_errtext[err - EDT_BASE];
	return strerror(err);
}

const char *
dtrace_errlog(dtrace_hdl_t *dtp)
{
	return dtp->dt_bpflog;
}

int
dt_set_errno(dtrace_hdl_t *dtp, int err)
{
	dtp->dt_errno = err;
	dtp->dt_errmsg[0] = '\0';
	return -1;
}

int
dt_set_errmsg(dtrace_hdl_t *dtp, int err, const char *fmt, ...)
{
	va_list ap;

	dtp->dt_errno = err;
	va_start(ap, fmt);
	vsnprintf(dtp->dt_errmsg, sizeof(dtp->dt_errmsg), fmt, ap);
	va_end(ap);
	return -1;
}

void
dt_dprintf(const char *fmt, ...)
{
	va_list ap;

	if (!dt_debug)
		return;
	va_start(ap, fmt);
	fputs("libdtrace DEBUG: ", stderr);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

void *
dt_alloc(dtrace_hdl_t *dtp, size_t size)
{
	void *p = malloc(size ? size : 1);

	if (p == NULL)
		dt_set_errno(dtp, EDT_NOMEM);
	return p;
}

void *
dt_zalloc(dtrace_hdl_t *dtp, size_t size)
{
	void *p = calloc(1, size ? size : 1);

	if (p == NULL)
		dt_set_errno(dtp, EDT_NOMEM);
	return p;
}

void
dt_free(dtrace_hdl_t *dtp, void *p)
{
	free(p);
}

void *
dt_xalloc(size_t size)
{
	void *p = calloc(1, size ? size : 1);

	if (p == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	return p;
}

char *
dt_xstrdup(const char *s)
{
	char *p = strdup(s);

	if (p == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	return p;
}

/* Grow a pointer array to hold at least n elements. */
static void
dt_grow(void ***arrp, uint32_t *szp, uint32_t n)
{
	uint32_t sz = *szp ? *szp : 16;
	void **p;

	if (n <= *szp)
		return;
	while (sz < n)
		sz *= 2;
	p = realloc(*arrp, sz * sizeof(void *));
	if (p == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	memset(p + *szp, 0, (sz - *szp) * sizeof(void *));
	*arrp = p;
	*szp = sz;
}

/*
 * The string table's strings are found by an open-addressing hash of their
 * offsets, so a script of N distinct strings is not N^2 comparisons.
 */
static uint32_t
dt_strtab_hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The slot of s: where its offset + 1 is, or the free slot it would take. */
static uint32_t *
dt_strtab_slot(dtrace_hdl_t *dtp, const char *s)
{
	uint32_t mask = dtp->dt_strhashsz - 1;
	uint32_t i = dt_strtab_hash(s) & mask;

	while (dtp->dt_strhash[i] != 0 &&
	    strcmp(dtp->dt_strtab + dtp->dt_strhash[i] - 1, s) != 0)
		i = (i + 1) & mask;
	return &dtp->dt_strhash[i];
}

/* Keep the hash at most half full: double it, and place every string again. */
static void
dt_strtab_rehash(dtrace_hdl_t *dtp)
{
	uint32_t sz = dtp->dt_strhashsz ? dtp->dt_strhashsz * 2 : 256;
	uint32_t *old = dtp->dt_strhash, osz = dtp->dt_strhashsz, i;

	if ((dtp->dt_strhash = calloc(sz, sizeof(uint32_t))) == NULL) {
		dtp->dt_strhash = old;
		xyerror(D_UNKNOWN, "out of memory");
	}
	dtp->dt_strhashsz = sz;
	for (i = 0; i < osz; i++)
		if (old[i] != 0)
			*dt_strtab_slot(dtp, dtp->dt_strtab + old[i] - 1) = old[i];
	free(old);
}

uint32_t
dt_strtab_insert(dtrace_hdl_t *dtp, const char *s)
{
	size_t len = strlen(s) + 1;
	uint32_t off, *slot;

	/* Reuse an identical string already in the table. */
	if (2 * (dtp->dt_nstrs + 1) > dtp->dt_strhashsz)
		dt_strtab_rehash(dtp);
	slot = dt_strtab_slot(dtp, s);
	if (*slot != 0)
		return *slot - 1;
	if (dtp->dt_strlen + len > dtp->dt_strtabsz) {
		uint32_t sz = dtp->dt_strtabsz ? dtp->dt_strtabsz : 256;
		char *p;

		while (sz < dtp->dt_strlen + len)
			sz *= 2;
		if ((p = realloc(dtp->dt_strtab, sz)) == NULL)
			xyerror(D_UNKNOWN, "out of memory");
		dtp->dt_strtab = p;
		dtp->dt_strtabsz = sz;
	}
	off = dtp->dt_strlen;
	memcpy(dtp->dt_strtab + off, s, len);
	dtp->dt_strlen += len;
	*slot = off + 1;
	dtp->dt_nstrs++;
	return off;
}

void
dt_format_keep(dtrace_hdl_t *dtp, void *pfv)
{
	dt_grow(&dtp->dt_formats, &dtp->dt_formatsz, dtp->dt_nformats + 1);
	dtp->dt_formats[dtp->dt_nformats++] = pfv;
}

/* User variables own their storage description. */
static void
dt_free_vardesc(dt_ident_t *idp, void *arg)
{
	if (!(idp->di_flags & DT_IDFLG_BUILTIN) &&
	    (idp->di_kind == DT_IDENT_SCALAR || idp->di_kind == DT_IDENT_ARRAY))
		dt_vardesc_free(idp->di_data);
}

dt_stmt_t *
dt_stmt_create(dtrace_hdl_t *dtp, dt_node_t *clause)
{
	dt_stmt_t *stp = dt_xalloc(sizeof(dt_stmt_t));

	dt_grow((void ***)&dtp->dt_stmts, &dtp->dt_stmtsz, dtp->dt_nstmts + 1);
	stp->st_id = dtp->dt_nstmts;
	stp->st_clause = clause;
	stp->st_ddesc.dtdd_size = DT_REC_HDRSIZE;
	dt_irlist_create(&stp->st_code, &dtp->dt_labels);
	dtp->dt_stmts[dtp->dt_nstmts++] = stp;
	return stp;
}

dt_aggdesc_t *
dt_aggdesc_create(dtrace_hdl_t *dtp, const char *name)
{
	dt_aggdesc_t *agp = dt_xalloc(sizeof(dt_aggdesc_t));

	dt_grow((void ***)&dtp->dt_aggdescs, &dtp->dt_aggdsz, dtp->dt_naggs + 1);
	agp->dtagd_name = dt_xstrdup(name);
	agp->dtagd_id = dtp->dt_naggs;
	agp->dtagd_normal = 1;
	dtp->dt_aggdescs[dtp->dt_naggs++] = agp;
	return agp;
}

int
dt_datadesc_add(dt_datadesc_t *ddp, dt_func_t action, uint32_t size,
    uint32_t align, uint32_t flags)
{
	dt_recdesc_t *recs, *rp;
	uint32_t off = ddp->dtdd_size;

	if (align > 1)
		off = (off + align - 1) & ~(align - 1);
	recs = realloc(ddp->dtdd_recs, (ddp->dtdd_nrecs + 1) * sizeof(dt_recdesc_t));
	if (recs == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	ddp->dtdd_recs = recs;
	rp = &recs[ddp->dtdd_nrecs];
	memset(rp, 0, sizeof(*rp));
	rp->dtrd_action = action;
	rp->dtrd_offset = off;
	rp->dtrd_size = size;
	rp->dtrd_flags = flags;
	rp->dtrd_guard = ddp->dtdd_guard;
	ddp->dtdd_size = off + size;
	return ddp->dtdd_nrecs++;
}

/* walltimestamp = ktime_get_ns() (CLOCK_MONOTONIC) + this offset. */
static uint64_t
dt_wall_offset(void)
{
	struct timespec mono, real;

	clock_gettime(CLOCK_MONOTONIC, &mono);
	clock_gettime(CLOCK_REALTIME, &real);
	return (uint64_t)(real.tv_sec - mono.tv_sec) * 1000000000ULL +
	    (uint64_t)(real.tv_nsec - mono.tv_nsec);
}

dtrace_hdl_t *
dtrace_open(int version, int flags, int *errp)
{
	dtrace_hdl_t *dtp;
	int i;

	if (version > DTRACE_VERSION) {
		*errp = EDT_VERSION;
		return NULL;
	}
	if ((dtp = calloc(1, sizeof(dtrace_hdl_t))) == NULL) {
		*errp = EDT_NOMEM;
		return NULL;
	}
	if (getenv("DTRACE_DEBUG") != NULL)
		dt_debug = 1;
	dtp->dt_version = version;
	dtp->dt_oflags = flags;
	for (i = 0; i < DT_NMAPS; i++)
		dtp->dt_mapfd[i] = -1;
	dtp->dt_has_uprobe_multi = -1;
	dtp->dt_rtld_prog = -1;
	dtp->dt_tls_progfd = dtp->dt_tls_linkfd = -1;
	dtp->dt_exitstatus = -1;
	dtp->dt_ncpus = libbpf_num_possible_cpus();
	dtp->dt_walloffset = dt_wall_offset();
	dtp->dt_globals = dt_idhash_create("globals", 256);
	dtp->dt_tls = dt_idhash_create("self", 64);
	dtp->dt_locals = dt_idhash_create("this", 64);
	dtp->dt_aggs = dt_idhash_create("aggregations", 64);
	if (dtp->dt_ncpus <= 0 || dtp->dt_globals == NULL || dtp->dt_tls == NULL ||
	    dtp->dt_locals == NULL ||
	    dtp->dt_aggs == NULL || dt_options_init(dtp) != 0 ||
	    dt_type_init(dtp) != 0 || dt_ident_builtins(dtp) != 0 ||
	    dt_provider_init(dtp) != 0) {
		*errp = dtp->dt_errno ? dtp->dt_errno : EDT_NOMEM;
		dtrace_close(dtp);
		return NULL;
	}
	return dtp;
}

void
dt_stmt_destroy(dt_stmt_t *stp)
{
	dt_irlist_destroy(&stp->st_code);
	free(stp->st_ddesc.dtdd_recs);
	free(stp);
}

void
dtrace_close(dtrace_hdl_t *dtp)
{
	uint32_t i;
	dt_prog_t *pgp, *next;

	if (dtp == NULL)
		return;
	if (dtp->dt_active && !dtp->dt_stopped)
		dtrace_stop(dtp);
	dt_proc_fini(dtp);
	dt_provider_fini(dtp);
	dt_consume_fini(dtp);
	dt_sym_fini(dtp);
	dt_object_fini(dtp);
	dt_maps_fini(dtp);
	dt_bpf_maps_destroy(dtp);
	for (i = 0; i < dtp->dt_nstmts; i++)
		dt_stmt_destroy(dtp->dt_stmts[i]);
	free(dtp->dt_stmts);
	for (i = 0; i < dtp->dt_naggs; i++) {
		free(dtp->dt_aggdescs[i]->dtagd_name);
		free(dtp->dt_aggdescs[i]->dtagd_keys);
		free(dtp->dt_aggdescs[i]->dtagd_kctfp);
		free(dtp->dt_aggdescs[i]->dtagd_ktype);
		free(dtp->dt_aggdescs[i]);
	}
	free(dtp->dt_aggdescs);
	for (pgp = dtp->dt_progs; pgp != NULL; pgp = next) {
		dt_pcb_t pcb = { .pcb_hdl = dtp, .pcb_list = pgp->dp_nodes };

		next = pgp->dp_next;
		dt_node_free_all(&pcb);
		free(pgp->dp_stmts);
		free(pgp);
	}
	for (i = 0; i < dtp->dt_nformats; i++)
		dt_printf_destroy(dtp->dt_formats[i]);
	free(dtp->dt_formats);
	if (dtp->dt_globals) {
		dt_idhash_iter(dtp->dt_globals, dt_free_vardesc, NULL);
		dt_idhash_destroy(dtp->dt_globals);
	}
	if (dtp->dt_tls) {
		dt_idhash_iter(dtp->dt_tls, dt_free_vardesc, NULL);
		dt_idhash_destroy(dtp->dt_tls);
	}
	if (dtp->dt_locals) {
		dt_idhash_iter(dtp->dt_locals, dt_free_vardesc, NULL);
		dt_idhash_destroy(dtp->dt_locals);
	}
	if (dtp->dt_aggs)
		dt_idhash_destroy(dtp->dt_aggs);
	dt_type_fini(dtp);
	dt_options_fini(dtp);
	for (i = 0; i < (uint32_t)dtp->dt_argc; i++)
		free(dtp->dt_argv[i]);
	free(dtp->dt_argv);
	free(dtp->dt_strtab);
	free(dtp->dt_strhash);
	free(dtp->dt_bpflog);
	free(dtp);
}

int
dtrace_set_macro_args(dtrace_hdl_t *dtp, int argc, char *const argv[])
{
	int i;

	dtp->dt_argv = calloc(argc + 1, sizeof(char *));
	if (dtp->dt_argv == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (i = 0; i < argc; i++)
		if ((dtp->dt_argv[i] = strdup(argv[i])) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
	dtp->dt_argc = argc;
	return 0;
}

void
dtrace_set_target(dtrace_hdl_t *dtp, pid_t pid)
{
	dtp->dt_target = pid;
}
