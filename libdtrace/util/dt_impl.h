/*
 * dt_impl.h: the dtrace handle and libdtrace's internal tables.
 *
 * One dtrace_hdl_t holds everything a tracing session has: options, the
 * D type container and identifier tables, providers and probes, the compiled
 * clauses (statements) with the layout of the records they produce, the
 * aggregations, the BPF maps and programs, and the consumer's state.  Other
 * internal headers declare the functions of one part each; this one declares
 * the data they share and the small helpers every part uses.
 */
#ifndef _DT_IMPL_H
#define _DT_IMPL_H

#include <stdint.h>
#include <stdio.h>
#include <signal.h>
#include <sys/types.h>
#include <ctf-api.h>
#include <dtrace.h>
#include "dt_errtags.h"
#include "dt_dctx.h"
#include "dt_func.h"

/*
 * What the handle points to from the layers above: declared here, defined
 * in their own headers (dt_parser.h, dt_ident.h, dt_irlist.h,
 * dt_provider.h), which a file includes when it looks inside.  So this
 * header, at the bottom, includes nothing above it, and a change to the
 * parse tree does not rebuild the consumer.
 */
typedef struct dt_node dt_node_t;
typedef struct dt_idhash dt_idhash_t;
typedef struct dt_irlist dt_irlist_t;
typedef struct dt_provider dt_provider_t;
typedef struct dt_probe dt_probe_t;

/* Options (-x name=value, #pragma D option name=value). */
typedef enum dt_optid {
	DTRACEOPT_BUFSIZE = 0, DTRACEOPT_AGGSIZE, DTRACEOPT_STRSIZE,
	DTRACEOPT_NSPEC, DTRACEOPT_SPECSIZE, DTRACEOPT_SWITCHRATE,
	DTRACEOPT_AGGRATE, DTRACEOPT_STATUSRATE, DTRACEOPT_QUIET,
	DTRACEOPT_FLOWINDENT, DTRACEOPT_DESTRUCTIVE, DTRACEOPT_ZDEFS,
	DTRACEOPT_DEFAULTARGS, DTRACEOPT_RAWBYTES, DTRACEOPT_BUFPOLICY,
	DTRACEOPT_ERRTAGS, DTRACEOPT_AGGSORTKEY, DTRACEOPT_AGGSORTREV,
	DTRACEOPT_AGGSORTPOS, DTRACEOPT_AGGSORTKEYPOS, DTRACEOPT_DISASM,
	DTRACEOPT_VERBOSE, DTRACEOPT_STACKFRAMES, DTRACEOPT_USTACKFRAMES,
	DTRACEOPT_CPP, DTRACEOPT_DEBUG, DTRACEOPT_TREE, DTRACEOPT_MAXFRAMES,
	DTRACEOPT_BPFLOG, DTRACEOPT_NOLIBS, DTRACEOPT_CPU, DTRACEOPT_GRABANON,
	DTRACEOPT_ENCODING, DTRACEOPT_DYNVARSIZE, DTRACEOPT_PRINTSIZE,
	DTRACEOPT_SCRATCHSIZE,
	DTRACEOPT_STACKINDENT, DTRACEOPT_JSTACKFRAMES,
	DTRACEOPT_BUFRESIZE, DTRACEOPT_QUIETRESIZE,
	DTRACEOPT_OFORMAT, DTRACEOPT_DROPTAGS, DTRACEOPT_EVALTIME,
	DTRACEOPT_VERSION,
	DTRACEOPT_MAX
} dt_optid_t;

#define DTRACEOPT_UNSET		((int64_t)-2)	/* option not given */
#define DTRACEOPT_BUFPOLICY_SWITCH 0
#define DTRACEOPT_BUFPOLICY_FILL   1
#define DTRACEOPT_BUFPOLICY_RING   2
#define DTRACEOPT_BUFRESIZE_AUTO   0	/* sizes too big are lowered */
#define DTRACEOPT_BUFRESIZE_MANUAL 1	/* sizes too big fail */
#define DTRACEOPT_OFORMAT_TEXT	0	/* oformat: DTrace's text */
#define DTRACEOPT_OFORMAT_JSON	1	/* oformat: JSON Lines (dt_sink_json.c) */
#define DTRACEOPT_EVALTIME_POSTINIT 0	/* -c held at its entry point */
#define DTRACEOPT_EVALTIME_EXEC	1	/* -c held at its exec */

/* D versions (#pragma D option version=1.0, __SUNW_D_VERSION):
   major.minor.micro; the latest is 2.0.0, as dtrace -V reports. */
#define DT_VERSION_NUMBER(M, m, u) \
	(((uint32_t)(M) << 24) | ((uint32_t)(m) << 12) | (uint32_t)(u))
#define DT_VERS_LATEST		DT_VERSION_NUMBER(2, 0, 0)

/* Error numbers beyond errno: dtrace_errmsg() knows their text. */
enum {
	EDT_BASE = 1000,
	EDT_COMPILER = EDT_BASE,	/* compile error: see dt_errmsg */
	EDT_NOMEM, EDT_BADOPTNAME, EDT_BADOPTVAL, EDT_BADSPEC, EDT_BPF,
	EDT_VERIFIER, EDT_ATTACH, EDT_NOPROBE, EDT_BADID, EDT_NOPROV,
	EDT_ENABLING, EDT_DEST, EDT_VERSION, EDT_NOTSUP, EDT_GETNEXTKEY,
	EDT_PERM, EDT_ACTIVE, EDT_BADOPTCTX, EDT_CPPFORK, EDT_CPPEXEC,
	EDT_CPPENT, EDT_CPPERR, EDT_BUFTOOSMALL, EDT_ENDTOOBIG, EDT_BADSETOPT,
	EDT_FIO, EDT_VERSINVAL, EDT_VERSUNDEF,
	EDT_VERSREDUCED, EDT_MAX
};

/*
 * A record: one piece of data a clause sends to user space.  Actions that
 * produce several records (printf: the format record, then one per argument)
 * list them in order; dt_consume.c walks them with the action in hand.
 */
typedef struct dt_recdesc {
	dt_func_t dtrd_action;	/* DT_ACT_TRACE, DT_ACT_PRINTF, DT_ACT_EXIT ... */
	uint32_t dtrd_offset;	/* from the start of the record (after dt_rec_hdr
				   for clause data; from the key tuple start for
				   aggregation keys) */
	uint32_t dtrd_size;	/* bytes */
	uint32_t dtrd_flags;	/* DT_RF_* */
	void *dtrd_format;	/* printf/printa: parsed format (dt_pfargv_t *) */
	uint64_t dtrd_arg;	/* printf: number of argument records that follow;
				   print: the value's CTF type */
	ctf_dict_t *dtrd_ctfp;	/* print: the dictionary of that type (the D
				   container, or a kernel container's) */
	uint32_t dtrd_guard;	/* an action under if/else: offset of the byte
				   that says it ran (0: it always runs) */
} dt_recdesc_t;

/* An internal compile flag: compiling a D library file (dt_lib.c). */
#define DT_C_LIBRARY	0x40000000

#define DT_RF_SIGNED	0x01	/* signed integer */
#define DT_RF_STRING	0x02	/* NUL-terminated string of at most dtrd_size bytes */
#define DT_RF_POINTER	0x04	/* pointer (printed in hex by trace) */
#define DT_RF_USER	0x08
#define DT_RF_BYTES	0x10	/* the bytes of a struct, union or array */
#define DT_RF_SYM	0x20	/* a stack or a symbolic address: dtrd_arg is
				   what made it (DT_ACT_STACK, DT_SUB_USYM ...);
				   printed by dt_consume_act.c */

typedef struct dt_datadesc {
	dt_recdesc_t *dtdd_recs;
	uint32_t dtdd_nrecs;
	uint32_t dtdd_size;	/* total bytes including struct dt_rec_hdr */
	uint32_t dtdd_guard;	/* while compiling: guard of the records added */
} dt_datadesc_t;

/* A compiled clause. */
typedef struct dt_stmt {
	uint32_t st_id;			/* index in dt_stmts; the record's stid */
	dt_node_t *st_clause;		/* cooked clause (kept for -S and errors) */
	dt_datadesc_t st_ddesc;		/* layout of the records it produces */
	dt_irlist_t *st_code;		/* BPF code of predicate and actions */
	uint32_t st_nstrtmp;		/* string temporaries it needs */
	uint32_t st_stack;		/* stack bytes it needs */
	uint32_t st_argmask;		/* argN it reads (bit N); trampolines may
				   skip decoding the others */
	int st_ucontext;		/* shows the pc or the user stack:
					   uregs[], ustack() ... (dt_program.c) */
	int st_matches;			/* probes it is enabled on */
	int st_speculates;		/* calls speculate(): its record may go
					   to a speculation (dt_spec.c) */
	struct dtrace_prog *st_prog;
} dt_stmt_t;

/* An aggregation (@name), shared by every clause that uses the name. */
typedef struct dt_aggdesc {
	char *dtagd_name;		/* "" for @ */
	uint32_t dtagd_id;
	dt_func_t dtagd_func;		/* DT_AGG_COUNT ... */
	dt_recdesc_t *dtagd_keys;	/* key tuple layout (offsets from key start) */
	uint32_t dtagd_nkeys;
	uint32_t dtagd_keysize;		/* bytes of key tuple */
	uint32_t dtagd_nvals;		/* uint64_t words of value */
	int64_t dtagd_params[4];	/* lquantize base/limit/step ... */
	int dtagd_line;			/* first use, for messages */
	ctf_dict_t **dtagd_kctfp;	/* the keys' D types at first use */
	ctf_id_t *dtagd_ktype;
	uint64_t dtagd_normal;		/* normalize() divisor, 1 if none */
	int dtagd_printed;		/* printa() printed it: not again at exit */
} dt_aggdesc_t;

/* A compiled program: what dtrace_program_*compile() returns. */
struct dtrace_prog {
	dt_stmt_t **dp_stmts;
	int dp_nstmts, dp_stmtsz;	/* used and allocated */
	int dp_ndescs;
	uint32_t dp_maxid;		/* probes up to this id are matched */
	int dp_matches;
	dt_node_t *dp_nodes;		/* the parse tree's nodes (dn_link chain) */
	int dp_enabled;			/* dtrace_program_exec() done */
	struct dtrace_prog *dp_next;
};
typedef struct dtrace_prog dt_prog_t;

/* BPF maps libdtrace creates (dt_bpf.c). */
typedef enum dt_mapid {
	DT_MAP_RINGBUF = 0,	/* BPF ring buffer: records to user space */
	DT_MAP_MEM,		/* array, one value per CPU: scratch memory */
	DT_MAP_STRTAB,		/* array, 1 value: string constants */
	DT_MAP_AGGS,		/* per-CPU hash: aggregations */
	DT_MAP_GVARS,		/* array, 1 value: global scalar variables */
	DT_MAP_PROBES,		/* hash: probe id -> its names (probename ...) */
	DT_MAP_PROVIDER,	/* the dispatch hash of user-space probes,
				   (pid, site cookie) -> probes, created by
				   the first that needs it (dt_dispatch.c) */
	DT_MAP_DVARS,		/* hash: thread-local and associative array
				   values (dt_cg_var.c) */
	DT_MAP_SPECS,		/* array: speculation states (dt_dctx.h);
				   created if the program uses speculations */
	DT_NMAPS
} dt_mapid_t;

struct dtrace_hdl {
	int dt_version;
	int dt_oflags;			/* dtrace_open flags */
	int dt_errno;			/* last error */
	dt_errtag_t dt_errtag;		/* tag of the last compile error */
	char dt_errmsg[1024];		/* last compile/runtime error message */
	char dt_errhint[256];		/* why, beyond DTrace's message (dt_set_errhint) */
	int dt_errline, dt_errcol;	/* where the last compile error is, or 0 */
	char *dt_bpflog;		/* verifier log of the last failed load */
	size_t dt_bpflogsz;
	int64_t dt_options[DTRACEOPT_MAX];
	unsigned int dt_cflags;		/* DTRACE_C_* set by compile-time options */
	struct dt_cpp *dt_cpp;		/* the C preprocessor's command (dt_cpp.c) */
	struct dt_pbuf *dt_pbuf;	/* bufpolicy fill/ring: records held until
					   tracing stops (dt_consume.c) */

	/* macro arguments and target */
	int dt_argc;
	char **dt_argv;			/* $0 .. $n (argv[0] is the script name) */
	pid_t dt_target;		/* $target, 0 if none */
	struct dt_pctl *dt_procs;	/* -c/-p processes (dt_pctl.c) */
	struct dt_rtld *dt_rtld;	/* processes whose dlopen()s we watch */
	int dt_rtld_prog;		/* their uprobe program, or -1 */
	struct dt_follow *dt_follow;	/* following new processes (dt_follow.c) */
	int dt_tls_progfd, dt_tls_linkfd; /* thread-local freeing (dt_tls.c) */

	/* types and identifiers */
	/* the cook pass's expression walker, which the cook pass's parts
	   reach through dt_cook_expr() (cook/dt_cook_core.c) */
	struct dt_node *(*dt_cook_node)(struct dtrace_hdl *dtp,
	    struct dt_node *dnp);
	ctf_dict_t *dt_ddefs;		/* the D container */
	struct dt_btf *dt_btf;		/* the kernel container (dt_btf.c) */
	int dt_btf_tried;		/* dt_btf set up (or tried) */
	ctf_id_t dt_type_string, dt_type_void, dt_type_int, dt_type_uint64,
	    dt_type_int64, dt_type_char, dt_type_voidp, dt_type_charp,
	    dt_type_long, dt_type_ulong, dt_type_uint, dt_type_int32,
	    dt_type_uint32;
	dt_idhash_t *dt_globals;	/* built-in variables, functions, user globals */
	dt_idhash_t *dt_tls;		/* self-> variables */
	dt_idhash_t *dt_locals;		/* this-> variables */
	dt_idhash_t *dt_aggs;		/* @aggregations */
	dt_idhash_t *dt_xlators;	/* translators (dt_xlate.c) */
	char **dt_libdirs;		/* -L, -xlibdir: D library directories */
	int dt_nlibdirs;
	int dt_libdone;			/* the D library was indexed (dt_lib.c) */
	struct dt_lib *dt_lib;		/* its files and the names they declare */
	/* compile the library files that declare name; 1 if one was */
	int (*dt_libwant)(struct dtrace_hdl *dtp, const char *name);

	/* providers and probes */
	dt_provider_t *dt_provs, *dt_provtail; /* in registration order */
	dt_provider_t **dt_pvhash;	/* by name (dt_probeidx.c) */
	struct dt_provdef *dt_provdefs;	/* provider definitions (dt_provdef.c) */
	uint32_t dt_pvhashsz, dt_nprovs;
	dt_probe_t **dt_probes;		/* by id (index 0 unused) */
	uint32_t dt_nprobes, dt_probesz;
	dt_probe_t **dt_phash;		/* by "prov:mod:fun:name" */
	uint32_t dt_phashsz;
	dt_probe_t **dt_nhash;		/* by name: heads, then as many tails */
	uint32_t dt_nhashsz;

	/* compiled clauses, aggregations and string constants */
	dt_prog_t *dt_progs;
	dt_stmt_t **dt_stmts;		/* by st_id */
	uint32_t dt_nstmts, dt_stmtsz;
	dt_aggdesc_t **dt_aggdescs;	/* by aggregation id */
	uint32_t dt_naggs, dt_aggdsz;
	char *dt_strtab;		/* string constants, NUL-separated */
	uint32_t dt_strlen, dt_strtabsz;
	uint32_t *dt_strhash;		/* their offsets + 1, by hash (0: free) */
	uint32_t dt_strhashsz, dt_nstrs;
	uint32_t dt_gvarsz;		/* bytes of the global variable map value */
	uint32_t dt_localsz;		/* bytes of this-> variables */
	uint32_t dt_ndvars;		/* dynamic variables (ids) */
	uint32_t dt_dvarkeysz;		/* dynamic variable map: key bytes */
	uint32_t dt_dvarvalsz;		/*   and value bytes */
	uint32_t dt_scratchsz;		/* bytes of the alloca() region the
					   clauses need, 0 if none (dt_cg_mem.c) */
	void **dt_formats;		/* printf formats (dt_pfargv_t *), freed at close */
	uint32_t dt_nformats, dt_formatsz;
	uint32_t dt_labels;		/* label counter for all irlists */
	uint32_t dt_errlbl;		/* program being linked: label of its ERROR
					   subprogram (0: none, or linking it) */
	uint32_t dt_errcalls;		/* ... and the calls made to it */
	int dt_sleepable;		/* program being linked is sleepable: its
					   user memory reads fault pages in
					   (dt_link_ucopy()) */
	int dt_sleep_ok;		/* the kernel loads sleepable uprobe_multi
					   programs: 0 not asked, 1 yes, -1 no */
	int32_t dt_copystr_id;		/* BTF id of the bpf_copy_from_user_str
					   kfunc: 0 not looked up, -1 none */
	uint32_t dt_memregion[DT_MR_NREGIONS];	 /* region offsets (dt_link.c) */
	uint32_t dt_memsize;		/* bytes of scratch memory per CPU */
	uint32_t dt_aggkeysz;		/* aggregation map key: header + largest tuple */
	uint32_t dt_aggvalsz;		/* aggregation map value: largest value */
	int dt_specs_used;		/* 0, or 1 + the largest nspec a clause
					   using speculations was compiled for */
	struct dt_spec *dt_spec;	/* speculations, consumer side (dt_spec.c) */

	/* BPF objects */
	int dt_mapfd[DT_NMAPS];
	int dt_ncpus;			/* possible CPUs */
	struct ring_buffer *dt_rb;	/* libbpf ring buffer consumer */
	int dt_has_uprobe_multi;	/* kernel supports uprobe_multi links (-1: unknown) */
	int dt_closeq_open;		/* detaches are being batched (dt_uprobe.c) */
	int *dt_closeq;			/* their fds, closed together */
	int dt_ncloseq;
	struct dt_guard *dt_guard;	/* the process that makes and holds
					   the uprobes (dt_guard.c) */
	uint64_t dt_dispatch_need;	/* entries the providers will put into
					   DT_MAP_PROVIDER (dispatch_need) */
	pid_t dt_update_pid;		/* during dt_program_update(): the one
					   process whose objects changed */
	FILE *dt_disasm_fp;		/* -S while tracing: programs printed
					   as they are loaded (dt_prog_build) */

	/* consumer state */
	int dt_active;			/* dtrace_go() done */
	int dt_stopped;			/* dtrace_stop() done */
	volatile sig_atomic_t dt_stop_req; /* dtrace_request_stop()s (0-2) */
	int dt_draining;		/* dtrace_stop() drains the ring buffer */
	uint64_t dt_drain_end;		/* when a requested stop ends the drain */
	uint64_t dt_skipped;		/* records not printed: the drain ended */
	int dt_exited;			/* an exit() record was consumed */
	int dt_exitstatus;
	uint64_t dt_drops;		/* records lost */
	uint64_t dt_dyndrops;		/* dynamic variable stores lost */
	uint64_t dt_aggdrops;		/* aggregation updates lost (map full) */
	FILE *dt_outfp;			/* current output of dtrace_work */
	int dt_last_cpu;		/* not used for ordering; informational */
	int dt_consume_err;		/* error while consuming */
	int dt_outerr;			/* first failed write to the output */
	uint32_t dt_consume_nrecs;	/* records read by this dt_consume() */
	uint64_t dt_walloffset;		/* walltimestamp = ktime + this */
	int dt_begin_done;
	uint64_t dt_laststatus;		/* last status check (dtrace_work) */
	struct dt_probe *dt_error_probe;	/* dtrace:::ERROR (dt_prov_dtrace.c) */
	uint64_t dt_dblerrors;		/* faults in ERROR clauses, not reported yet */
	int dt_saved_outfd;		/* the output freopen() replaced, or -1 */
	const struct dt_sink *dt_sink;	/* the output sink (dt_sink.h), chosen
					   by oformat when tracing starts */
	void *dt_sinkdata;		/* the sink's state, its own */
	/* The provider implementations, NULL-terminated, in registration
	   order: handed down by dtrace_open(), so that the probe registry and
	   the compiler do not name the providers above them. */
	const struct dt_provimpl *const *dt_provimpls;
	struct dt_symcache *dt_symcache;	/* kernel and user symbols (dt_sym.c) */
	struct dt_maps *dt_maps;	/* mappings of each process (dt_maps.c) */
	struct dt_object *dt_objects;	/* symbols of mapped objects (dt_object.c) */
};

/* Memory helpers that set EDT_NOMEM and never return NULL silently (dt_alloc.c). */
extern void *dt_alloc(dtrace_hdl_t *dtp, size_t size);
extern void *dt_zalloc(dtrace_hdl_t *dtp, size_t size);
extern void dt_free(dtrace_hdl_t *dtp, void *p);
/*
 * Out of memory in the compiler: longjmp with a D_UNKNOWN "out of memory"
 * (dt_pcb.c, as are the string table, formats and descriptions below).
 */
extern void *dt_xalloc(size_t size);
extern char *dt_xstrdup(const char *s);
/* Grow a pointer array *arrp of *szp slots to hold at least n, zeroed. */
extern void dt_grow(void ***arrp, uint32_t *szp, uint32_t n);

/* Errors (dt_error.c). */
extern int dt_set_errno(dtrace_hdl_t *dtp, int err);
extern int dt_set_errmsg(dtrace_hdl_t *dtp, int err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
extern void dt_set_errhint(dtrace_hdl_t *dtp, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
extern void dt_dprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
extern int dt_debug;

/* Options. */
extern int dt_options_init(dtrace_hdl_t *dtp);
extern void dt_options_fini(dtrace_hdl_t *dtp);
extern int64_t dt_opt(dtrace_hdl_t *dtp, dt_optid_t id);	/* value or default */
/* The bytes of a string, NUL included: strsize characters + 1 (Oracle's). */
extern int64_t dt_strbytes(dtrace_hdl_t *dtp);

/* String table: add a string constant, return its offset. */
extern uint32_t dt_strtab_insert(dtrace_hdl_t *dtp, const char *s);
/* Keep a printf format for the handle's lifetime (compile time only). */
extern void dt_format_keep(dtrace_hdl_t *dtp, void *pfv);

/* Statements (dt_program.c) and aggregations. */
extern dt_stmt_t *dt_stmt_create(dtrace_hdl_t *dtp, dt_node_t *clause);
extern void dt_stmt_destroy(dt_stmt_t *stp);
/* Does the clause call a destructive action (raise, system ...)?  0 or a
   mask: DT_DEST_ACT, and DT_DEST_UWRITE if it writes user memory (copyout). */
#define DT_DEST_ACT	1
#define DT_DEST_UWRITE	2
extern int dt_stmt_destructive(const dt_stmt_t *stp);
/* Free thread-local variables at thread exit while tracing (dt_tls.c). */
extern int dt_tls_gc_start(dtrace_hdl_t *dtp);
extern void dt_tls_gc_stop(dtrace_hdl_t *dtp);
/* A traced process changed its mappings (dlopen): enable what is new. */
extern void dt_program_update(dtrace_hdl_t *dtp, pid_t pid);
extern dt_aggdesc_t *dt_aggdesc_create(dtrace_hdl_t *dtp, const char *name);
/* Append a record to a data description; returns its index. */
extern int dt_datadesc_add(dt_datadesc_t *ddp, dt_func_t action, uint32_t size,
    uint32_t align, uint32_t flags);

/* The parser meets name: compile the D library files declaring it (dt_lib.c). */
static inline int
dt_lib_need(dtrace_hdl_t *dtp, const char *name)
{
	return dtp->dt_libwant != NULL && dtp->dt_libwant(dtp, name);
}

#endif /* _DT_IMPL_H */
