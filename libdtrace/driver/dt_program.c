/*
 * dt_program.c: compiling D programs and running them.
 *
 * Compiling (dtrace_program_strcompile/fcompile): parse the source into a
 * tree (dt_lex.l, dt_grammar.y), then for every clause: match its probe
 * descriptions against the providers' probes (a description that matches
 * nothing is an error unless -Z), cook it (dt_cook.c) and generate its code
 * (dt_cg.c) into a new statement.  Every error in these steps longjmps back
 * here through the pcb, leaving the message in the handle.
 *
 * Executing (dtrace_program_exec) enables the statements on their probes.
 * dtrace_go() then lays out scratch memory, creates the maps, hands each
 * provider its enabled probes to link, load and attach (dt_attach.c,
 * dt_provider.h), and fires BEGIN.
 * dtrace_work() consumes records; dtrace_stop() fires END, consumes its
 * records and detaches everything.
 */
#include <errno.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_util.h"
#include "dt_cook.h"
#include "dt_cg.h"
#include "dt_provdef.h"
#include "dt_pragma.h"
#include "dt_link.h"
#include "dt_attach.h"
#include "dt_bpf.h"
#include "dt_guard.h"
#include "dt_consume.h"
#include "dt_prov_dtrace.h"
#include "dt_cpp.h"
#include "dt_pbuf.h"
#include "dt_spec.h"
#include "dt_sym.h"
#include "dt_maps.h"
#include "dt_pctl_seize.h"
#include "dt_lib.h"

/* ---- compiling ---- */

/* A new statement for clause, in the handle's table of statements. */
dt_stmt_t *
dt_stmt_create(dtrace_hdl_t *dtp, dt_node_t *clause)
{
	dt_stmt_t *stp = dt_xalloc(sizeof(dt_stmt_t));

	dt_grow((void ***)&dtp->dt_stmts, &dtp->dt_stmtsz, dtp->dt_nstmts + 1);
	stp->st_id = dtp->dt_nstmts;
	stp->st_clause = clause;
	stp->st_ddesc.dtdd_size = DT_REC_HDRSIZE;
	stp->st_code = dt_xalloc(sizeof(dt_irlist_t));
	dt_irlist_create(stp->st_code, &dtp->dt_labels);
	dtp->dt_stmts[dtp->dt_nstmts++] = stp;
	return stp;
}

void
dt_stmt_destroy(dt_stmt_t *stp)
{
	dt_irlist_destroy(stp->st_code);
	free(stp->st_code);
	free(stp->st_ddesc.dtdd_recs);
	free(stp);
}

static void
dt_desc_name(const dtrace_probedesc_t *pdp, char *buf, size_t len)
{
	snprintf(buf, len, "%s:%s:%s:%s", pdp->prv, pdp->mod, pdp->fun, pdp->prb);
}

static int
dt_count_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	return 0;
}

/* Check that each of the clause's descriptions matches a probe. */
static void
dt_compile_match(dtrace_hdl_t *dtp, dt_node_t *clause)
{
	dt_node_t *pd;
	char name[1024], why[DTRACE_PROVNAMELEN + 128];

	for (pd = clause->dn_pdescs; pd != NULL; pd = pd->dn_list) {
		int n = dt_probe_iter(dtp, pd->dn_desc, dt_count_probe, NULL);

		if (n > 0 || dt_opt(dtp, DTRACEOPT_ZDEFS) > 0 ||
		    (yypcb->pcb_cflags & DTRACE_C_ZDEFS))
			continue;
		dt_desc_name(pd->dn_desc, name, sizeof(name));
		/*
		 * DTrace's message, and why as a hint: the provider is missing,
		 * or, without privileges, a process's objects cannot be read
		 * (/proc/PID/map_files): its probes are there, unseen.
		 */
		if (dt_provider_missing(dtp, pd->dn_desc->prv, why,
		    sizeof(why)) != NULL)
			dt_set_errhint(dtp, "%s", why);
		else if (geteuid() != 0)
			dt_set_errhint(dtp, "%s", dtrace_errmsg(dtp, EDT_PERM));
		dnerror(pd, D_PDESC_ZERO, "probe description %s does not match any "
		    "probes", name);
	}
}

/*
 * What a clause's expression trees read that the providers must know of,
 * found in one walk at compile time (dt_compile_clause):
 *
 *   - the argN variables (bit N; dt_stmt_t.st_argmask): a stapsdt or pid
 *     trampoline decodes only the arguments some clause reads;
 *   - whether it shows the pc or the user stack (uregs[], ucaller,
 *     ustackdepth, ustack(), jstack(); dt_stmt_t.st_ucontext): the pid
 *     provider moves a probe's site only for clauses that cannot see the
 *     difference (dt_pid_place.c).
 *
 * Both are followed through inlines (their trees are in di_inline).  A
 * tree too deep to walk counts as showing the user context.
 */
typedef struct dt_uses {
	uint32_t args;
	int ucontext;
} dt_uses_t;

static void dt_uses_walk(const dt_node_t *dnp, int depth, dt_uses_t *up);

/* A built-in variable: argN, args[N], or one that shows the user context. */
static void
dt_uses_builtin(const dt_node_t *dnp, dt_uses_t *up)
{
	uint32_t id = dnp->dn_ident->di_id;

	if (id == DT_BV_ARGS)
		up->args |= dnp->dn_value < DT_MAXARGS ? 1u << dnp->dn_value : 0;
	else if (id >= DT_BV_ARG0 && id <= DT_BV_ARG9)
		up->args |= 1u << (id - DT_BV_ARG0);
	else if (id == DT_BV_UREGS || id == DT_BV_UCALLER ||
	    id == DT_BV_USTACKDEPTH)
		up->ucontext = 1;
}

/* A variable or a function call. */
static void
dt_uses_ident(const dt_node_t *dnp, int depth, dt_uses_t *up)
{
	const dt_ident_t *idp = dnp->dn_ident;

	if (idp == NULL)
		return;
	if (dnp->dn_kind == DT_NODE_FUNC) {
		if (idp->di_kind == DT_IDENT_ACTFUNC &&
		    (idp->di_id == DT_ACT_USTACK || idp->di_id == DT_ACT_JSTACK))
			up->ucontext = 1;
		dt_uses_walk(dnp->dn_args, depth, up);
	} else if (!(idp->di_flags & DT_IDFLG_BUILTIN)) {
		dt_uses_walk(dnp->dn_args, depth, up);
		dt_uses_walk(idp->di_inline, depth, up);
	} else {
		dt_uses_builtin(dnp, up);
	}
}

static void
dt_uses_walk(const dt_node_t *dnp, int depth, dt_uses_t *up)
{
	if (++depth > 64) {
		up->ucontext = 1;	/* too deep to tell: as if it did */
		return;
	}
	for (; dnp != NULL; dnp = dnp->dn_list) {
		switch (dnp->dn_kind) {
		case DT_NODE_VAR:
		case DT_NODE_FUNC:
			dt_uses_ident(dnp, depth, up);
			break;
		case DT_NODE_OP1:
			dt_uses_walk(dnp->dn_child, depth, up);
			break;
		case DT_NODE_OP2:
		case DT_NODE_OP3:
		case DT_NODE_IF:
			if (dnp->dn_kind != DT_NODE_OP2 || dnp->dn_op != DT_OP_CAST)
				dt_uses_walk(dnp->dn_left, depth, up);
			dt_uses_walk(dnp->dn_right, depth, up);
			if (dnp->dn_kind != DT_NODE_OP2)
				dt_uses_walk(dnp->dn_expr, depth, up);
			break;
		case DT_NODE_AGG:
			dt_uses_walk(dnp->dn_aggtup, depth, up);
			break;
		case DT_NODE_DEXPR:
			dt_uses_walk(dnp->dn_expr, depth, up);
			break;
		default:
			break;
		}
	}
}

/*
 * Does a statement list call a destructive action or subroutine (which
 * needs -w)?  0, or DT_DEST_ACT, with DT_DEST_UWRITE for copyout() and
 * copyoutstr(), which write the process's memory.
 */
static int
dt_acts_destructive(const dt_node_t *dnp)
{
	int dest = 0;

	for (; dnp != NULL; dnp = dnp->dn_list) {
		const dt_node_t *e = dnp->dn_kind == DT_NODE_DEXPR ? dnp->dn_expr : NULL;

		if (dnp->dn_kind == DT_NODE_IF)
			dest |= dt_acts_destructive(dnp->dn_left) |
			    dt_acts_destructive(dnp->dn_right);
		if (e == NULL || e->dn_kind != DT_NODE_FUNC || e->dn_ident == NULL ||
		    (e->dn_ident->di_kind != DT_IDENT_ACTFUNC &&
		     e->dn_ident->di_kind != DT_IDENT_FUNC))
			continue;
		switch (e->dn_ident->di_id) {
		case DT_ACT_RAISE: case DT_ACT_STOP: case DT_ACT_SYSTEM:
		case DT_ACT_FREOPEN: case DT_ACT_PANIC: case DT_ACT_BREAKPOINT:
		case DT_ACT_CHILL:
			dest |= DT_DEST_ACT;
			break;
		case DT_SUB_COPYOUT: case DT_SUB_COPYOUTSTR:
			dest |= DT_DEST_ACT | DT_DEST_UWRITE;
			break;
		default:
			break;
		}
	}
	return dest;
}

int
dt_stmt_destructive(const dt_stmt_t *stp)
{
	return dt_acts_destructive(stp->st_clause->dn_acts);
}

typedef struct dt_argcheck {
	const dt_node_t *clause;
	uint32_t used;
} dt_argcheck_t;

/* An argument the clause uses must be readable on every probe it enables. */
static int
dt_check_probe_args(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_argcheck_t *acp = arg;
	const dt_provimpl_t *impl = prp->pr_prov->pv_impl;
	dt_argdesc_t *argv = NULL;
	int argc = 0, i, n;

	if (impl->probe_info == NULL || impl->probe_info(dtp, prp, &argc, &argv) != 0)
		return 0;
	for (i = 0; i < argc && i < DT_MAXARGS; i++) {
		n = argv[i].da_xlate ? argv[i].da_argno : i;	/* argN it reads */
		if (n < 0 || n >= DT_MAXARGS || !(acp->used & (1u << n)) ||
		    argv[i].da_error == NULL)
			continue;
		yypcb->pcb_lineno = acp->clause->dn_line;
		{
			char msg[2048];

			snprintf(msg, sizeof(msg), "arg%d of probe %s:%s:%s:%s cannot be "
			    "read: argument specification '%s': %s", n,
			    prp->pr_desc.prv, prp->pr_desc.mod, prp->pr_desc.fun,
			    prp->pr_desc.prb, argv[i].da_desc ? argv[i].da_desc : "?",
			    argv[i].da_error);
			dt_free(dtp, argv);
			dnerror(acp->clause, D_ARGS_TYPE, "%s", msg);
		}
	}
	dt_free(dtp, argv);
	return 0;
}

static void
dt_compile_check_args(dtrace_hdl_t *dtp, dt_node_t *clause, uint32_t used)
{
	dt_argcheck_t ac = { clause, used };
	dt_node_t *pd;

	if (ac.used == 0)
		return;
	for (pd = clause->dn_pdescs; pd != NULL; pd = pd->dn_list)
		dt_probe_iter(dtp, pd->dn_desc, dt_check_probe_args, &ac);
}

static void
dt_compile_clause(dtrace_hdl_t *dtp, dt_prog_t *pgp, dt_node_t *clause)
{
	dt_stmt_t *stp;
	dt_stmt_t **stmts;
	dt_uses_t uses = { 0, 0 };

	dt_compile_match(dtp, clause);
	dt_cook_clause(dtp, clause);
	dt_uses_walk(clause->dn_pred, 0, &uses);
	dt_uses_walk(clause->dn_acts, 0, &uses);
	dt_compile_check_args(dtp, clause, uses.args);
	stp = dt_stmt_create(dtp, clause);
	stp->st_prog = pgp;
	stp->st_argmask = uses.args;
	stp->st_ucontext = uses.ucontext;
	dt_cg_clause(dtp, stp);
	if (pgp->dp_nstmts == pgp->dp_stmtsz) {
		int sz = pgp->dp_stmtsz ? pgp->dp_stmtsz * 2 : 16;

		stmts = realloc(pgp->dp_stmts, sz * sizeof(dt_stmt_t *));
		if (stmts == NULL)
			xyerror(D_UNKNOWN, "out of memory");
		pgp->dp_stmts = stmts;
		pgp->dp_stmtsz = sz;
	}
	pgp->dp_stmts[pgp->dp_nstmts++] = stp;
	pgp->dp_ndescs += dt_node_list_len(clause->dn_pdescs);
}

static void
dt_compile_program(dtrace_hdl_t *dtp, dt_prog_t *pgp, dt_node_t *root)
{
	dt_node_t *dnp;

	for (dnp = root->dn_list; dnp != NULL; dnp = dnp->dn_list) {
		yypcb->pcb_lineno = dnp->dn_line;
		switch (dnp->dn_kind) {
		case DT_NODE_CLAUSE:
			dt_compile_clause(dtp, pgp, dnp);
			break;
		case DT_NODE_DECL:
		case DT_NODE_INLINE:
			dt_cook_decl(dtp, dnp);
			break;
		case DT_NODE_XLATOR:
			dt_xlate_declare(dtp, dnp);
			break;
		case DT_NODE_PROVIDER:
			dt_provdef_declare(dtp, dnp);
			break;
		case DT_NODE_EMPTY:
			break;
		default:
			dnerror(dnp, D_SYNTAX, "unexpected %s at the top level",
			    dt_node_kind_name(dnp->dn_kind));
		}
	}
	if (pgp->dp_nstmts == 0 && !(yypcb->pcb_cflags & DTRACE_C_EMPTY))
		xyerror(D_EMPTY, "empty D program translation unit");
}

/* The compile succeeded (keep = 1) or failed: drop the list, or undo it. */
static void
dt_pcb_undo_fini(dt_pcb_t *pcb, int keep)
{
	struct dt_pcb_undo *u, *next;

	for (u = pcb->pcb_undo; u != NULL; u = next) {
		next = u->next;
		if (!keep) {
			dt_vardesc_free(u->idp->di_data);
			dt_idhash_remove(u->dhp, u->idp);
		}
		free(u);
	}
	pcb->pcb_undo = NULL;
}

/* Unless -x argref, the last macro argument must be used (DTrace's rule). */
static void
dt_compile_argref(dt_pcb_t *pcb)
{
	int last = pcb->pcb_sargc - 1;

	if (last < 1 || (pcb->pcb_cflags & DTRACE_C_ARGREF) ||
	    pcb->pcb_sflagv == NULL || (pcb->pcb_sflagv[last] & DT_IDFLG_REF))
		return;
	xyerror(D_MACRO_UNUSED, "extraneous argument '%s' ($%d is not "
	    "referenced)", pcb->pcb_sargv[last], last);
}

/* Undo what a failed compile added to the handle. */
static void
dt_compile_rollback(dtrace_hdl_t *dtp, dt_pcb_t *pcb, uint32_t nstmts)
{
	while (dtp->dt_nstmts > nstmts)
		dt_stmt_destroy(dtp->dt_stmts[--dtp->dt_nstmts]);
	dt_pcb_undo_fini(pcb, 0);
}

static dt_prog_t *
dt_compile(dtrace_hdl_t *dtp, const char *s, FILE *fp, dtrace_probespec_t spec,
    unsigned int cflags, int argc, char *const argv[])
{
	dt_pcb_t pcb;
	dt_prog_t *volatile pgp;
	uint32_t nstmts = dtp->dt_nstmts;
	FILE *volatile cppfp = NULL;

	cflags |= dtp->dt_cflags;
	/* the D library's index (compiled on demand) */
	if (!(cflags & (DT_C_LIBRARY | DTRACE_C_NOLIBS)) && !dtp->dt_libdone &&
	    dt_lib_init(dtp) != 0)
		return NULL;
	if (fp != NULL && (cflags & DTRACE_C_CPP) &&
	    (fp = cppfp = dt_cpp_run(dtp, fp)) == NULL)
		return NULL;
	if ((pgp = calloc(1, sizeof(dt_prog_t))) == NULL) {
		if (cppfp != NULL)
			fclose(cppfp);
		dt_set_errno(dtp, EDT_NOMEM);
		return NULL;
	}
	memset(&pcb, 0, sizeof(pcb));
	pcb.pcb_hdl = dtp;
	pcb.pcb_fileptr = fp;
	pcb.pcb_string = pcb.pcb_strptr = s;
	pcb.pcb_strlen = s != NULL ? strlen(s) : 0;
	pcb.pcb_pspec = spec;
	pcb.pcb_cflags = cflags;
	/*
	 * A library file never sees the user's macro arguments ($1 is
	 * undefined there, and the unreferenced-argument check is the user
	 * program's alone): it is compiled in the middle of the user's
	 * compile, which would otherwise lend it the handle's arguments.
	 */
	if (cflags & DT_C_LIBRARY) {
		pcb.pcb_sargc = 0;
		pcb.pcb_sargv = NULL;
	} else {
		pcb.pcb_sargc = argc > 0 ? argc : dtp->dt_argc;
		pcb.pcb_sargv = argc > 0 ? argv : dtp->dt_argv;
	}
	pcb.pcb_sflagv = calloc(pcb.pcb_sargc + 1, 1);
	pcb.pcb_lineno = 1;
	pcb.pcb_prev = yypcb;
	yypcb = &pcb;
	dtp->dt_errmsg[0] = '\0';
	dtp->dt_errhint[0] = '\0';
	dtp->dt_errno = 0;

	if (setjmp(pcb.pcb_jmpbuf) != 0) {
		dt_lex_fini(&pcb);
		dt_node_free_all(&pcb);
		dt_compile_rollback(dtp, &pcb, nstmts);
		free(pcb.pcb_sflagv);
		free(pgp->dp_stmts);
		free(pgp);
		if (cppfp != NULL)
			fclose(cppfp);
		yypcb = pcb.pcb_prev;
		dtp->dt_errno = EDT_COMPILER;
		return NULL;
	}
	if (dt_lex_init(&pcb) != 0)
		xyerror(D_UNKNOWN, "failed to initialize the D scanner");
	if (yyparse() != 0 || pcb.pcb_root == NULL)
		xyerror(D_SYNTAX, "syntax error");
	dt_pragma_unused(&pcb);
	dt_compile_argref(&pcb);
	if (dt_opt(dtp, DTRACEOPT_TREE) > 0)
		dt_node_print(pcb.pcb_root, stderr, 0);
	dt_compile_program(dtp, pgp, pcb.pcb_root);
	dt_lex_fini(&pcb);
	dt_pcb_undo_fini(&pcb, 1);
	free(pcb.pcb_sflagv);
	if (cppfp != NULL)
		fclose(cppfp);
	/* The tree stays: statements refer to it.  Freed at dtrace_close(). */
	pgp->dp_nodes = pcb.pcb_list;
	pgp->dp_next = dtp->dt_progs;
	dtp->dt_progs = pgp;
	yypcb = pcb.pcb_prev;
	return pgp;
}

dtrace_prog_t *
dtrace_program_strcompile(dtrace_hdl_t *dtp, const char *s,
    dtrace_probespec_t spec, unsigned int cflags, int argc, char *const argv[])
{
	return dt_compile(dtp, s, NULL, spec, cflags, argc, argv);
}

dtrace_prog_t *
dtrace_program_fcompile(dtrace_hdl_t *dtp, FILE *fp, unsigned int cflags,
    int argc, char *const argv[])
{
	return dt_compile(dtp, NULL, fp, DTRACE_PROBESPEC_NAME, cflags, argc, argv);
}

/* ---- enabling ---- */

int
dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_proginfo_t *pip)
{
	int n;

	if (pgp->dp_enabled) {
		if (pip != NULL)
			dtrace_program_info(dtp, pgp, pip);
		return 0;
	}
	pgp->dp_enabled = 1;
	if ((n = dt_program_match(dtp, pgp)) < 0)
		return -1;
	pgp->dp_matches += n;
	if (pip != NULL)
		dtrace_program_info(dtp, pgp, pip);
	return 0;
}

void
dtrace_program_info(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_proginfo_t *pip)
{
	int i;

	memset(pip, 0, sizeof(*pip));
	pip->dpi_descs = pgp->dp_ndescs;
	pip->dpi_matches = pgp->dp_matches;
	for (i = 0; i < pgp->dp_nstmts; i++)
		if (pgp->dp_stmts[i]->st_ddesc.dtdd_size > 0)
			pip->dpi_recgens++;
}

int
dtrace_stmt_iter_descs(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_probe_f *func, void *arg)
{
	int i, rc;
	dt_node_t *pd;

	for (i = 0; i < pgp->dp_nstmts; i++)
		for (pd = pgp->dp_stmts[i]->st_clause->dn_pdescs; pd; pd = pd->dn_list)
			if ((rc = func(dtp, pd->dn_desc, arg)) != 0)
				return rc;
	return 0;
}

/* ---- going ---- */

int
dtrace_program_disasm(dtrace_hdl_t *dtp, FILE *fp)
{
	dt_prog_t *pgp;

	/* -S with -e: show what would be enabled. */
	for (pgp = dtp->dt_progs; pgp != NULL; pgp = pgp->dp_next)
		if (dtrace_program_exec(dtp, pgp, NULL) != 0)
			return -1;
	dt_link_layout(dtp);
	return dt_enable_all(dtp, fp);
}

void
dtrace_disasm_loaded(dtrace_hdl_t *dtp, FILE *fp)
{
	dtp->dt_disasm_fp = fp;
}

static int
dt_gvar_set(dtrace_hdl_t *dtp, uint32_t off, uint64_t val)
{
	uint32_t key = 0;
	uint32_t sz = dtp->dt_gvarsz;
	uint8_t *buf = calloc(1, sz);
	int rc;

	if (buf == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	rc = bpf_map_lookup_elem(dtp->dt_mapfd[DT_MAP_GVARS], &key, buf);
	if (rc == 0) {
		memcpy(buf + off, &val, sizeof(val));
		rc = bpf_map_update_elem(dtp->dt_mapfd[DT_MAP_GVARS], &key, buf, BPF_ANY);
	}
	free(buf);
	if (rc != 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot update the global variable "
		    "map: %s", strerror(errno));
	return 0;
}

static uint64_t
dt_gvar_get(dtrace_hdl_t *dtp, uint32_t off)
{
	uint32_t key = 0;
	uint64_t val = 0;
	uint8_t *buf = calloc(1, dtp->dt_gvarsz);

	if (buf != NULL && bpf_map_lookup_elem(dtp->dt_mapfd[DT_MAP_GVARS], &key,
	    buf) == 0)
		memcpy(&val, buf + off, sizeof(val));
	free(buf);
	return val;
}

/*
 * Checks before tracing starts, as DTrace makes them: every enabled clause's
 * record fits in the buffer (bufsize=0 holds none), and destructive actions
 * are allowed (-w); copyout() needs a kernel that lets BPF write user memory.
 */
static int
dt_go_check(dtrace_hdl_t *dtp)
{
	int64_t cpu = dt_opt(dtp, DTRACEOPT_CPU);
	uint64_t bufsize = (uint64_t)dt_opt(dtp, DTRACEOPT_BUFSIZE);
	int destructive = 0;
	uint32_t i;

	for (i = 0; i < dtp->dt_nstmts; i++) {
		dt_stmt_t *stp = dtp->dt_stmts[i];

		/* Every clause that may run: one matching nothing yet (-Z) may
		   match when a process loads a library. */
		if (stp == NULL || stp->st_prog == NULL || !stp->st_prog->dp_enabled)
			continue;
		if (dt_pbuf_recsize(stp->st_ddesc.dtdd_size) > bufsize)
			return dt_set_errno(dtp, EDT_BUFTOOSMALL);
		if (stp->st_speculates && dt_pbuf_recsize(stp->st_ddesc.dtdd_size) >
		    (uint64_t)dt_opt(dtp, DTRACEOPT_SPECSIZE))
			return dt_set_errno(dtp, EDT_BUFTOOSMALL);
		destructive |= dt_stmt_destructive(stp);
	}
	if (destructive && !dt_opt(dtp, DTRACEOPT_DESTRUCTIVE))
		return dt_set_errno(dtp, EDT_DEST);
	if ((destructive & DT_DEST_UWRITE) && !dt_bpf_can_write_user())
		return dt_set_errmsg(dtp, EDT_NOTSUP, "copyout() and copyoutstr() "
		    "cannot write user memory: this kernel forbids "
		    "bpf_probe_write_user() (lockdown)");
	if (cpu >= dtp->dt_ncpus)
		return dt_set_errmsg(dtp, EDT_BADOPTVAL, "cpu %lld does not "
		    "exist: CPUs are numbered from 0 to %d", (long long)cpu,
		    dtp->dt_ncpus - 1);
	return 0;
}

int
dtrace_go(dtrace_hdl_t *dtp)
{

	if (dtp->dt_active)
		return dt_set_errmsg(dtp, EDT_ENABLING, "tracing is already active");
	if (geteuid() != 0)
		return dt_set_errno(dtp, EDT_PERM);
	if (dt_go_check(dtp) != 0 || dt_spec_check(dtp) != 0 ||
	    dt_bpf_resize(dtp) != 0 || dt_pbuf_init(dtp) != 0)
		return -1;
	dt_sym_procs_load(dtp);		/* -c/-p may exit before we print */
	dt_link_layout(dtp);
	if (dtp->dt_gvarsz < DT_GVAR_FIXED)
		dtp->dt_gvarsz = DT_GVAR_FIXED;
	if (dt_bpf_maps_create(dtp) != 0)
		return -1;
	if (dt_spec_init(dtp) != 0) {
		dt_spec_fini(dtp);
		return -1;
	}
	/*
	 * A stop requested while attaching (dtrace_request_stop() from a
	 * signal handler) ends the attach (dt_attach.c): detach what is
	 * attached, and fail, before BEGIN.
	 */
	if (dt_enable_all(dtp, NULL) != 0 || dt_tls_gc_start(dtp) != 0 ||
	    dt_consume_init(dtp) != 0 || (dtp->dt_stop_req &&
	    dt_set_errmsg(dtp, EDT_ENABLING, "interrupted while attaching "
	    "probes") != 0)) {
		dt_disable_all(dtp);
		return -1;
	}
	dt_program_catch_up(dtp);	/* -p: what it dlopen()ed meanwhile */
	dtp->dt_active = 1;
	/*
	 * BEGIN runs in the warm-up state, in which no other probe's clauses
	 * run; then tracing becomes active, unless a BEGIN clause called
	 * exit().  Nothing but BEGIN writes the global variables before that.
	 */
	if (dt_fire_probe(dtp, dt_begin_probe) != 0) {
		dt_disable_all(dtp);
		dtp->dt_active = 0;
		return -1;
	}
	dtp->dt_begin_done = 1;
	if (dt_gvar_get(dtp, DT_GVAR_ACTIVITY) == DT_ACTIVITY_WARMUP &&
	    dt_gvar_set(dtp, DT_GVAR_ACTIVITY, DT_ACTIVITY_ACTIVE) != 0)
		return -1;
	return 0;
}

/* How long dtrace_work() waits for data: the switch rate (or the status
   rate if shorter), at most 100 ms. */
static int
dt_poll_ms(dtrace_hdl_t *dtp)
{
	int64_t ns = dt_opt(dtp, DTRACEOPT_SWITCHRATE);
	int64_t st = dt_opt(dtp, DTRACEOPT_STATUSRATE);
	int64_t ms;

	if (ns <= 0 || (st > 0 && st < ns))
		ns = st;	/* the state is also looked at every statusrate */
	ms = ns > 0 ? ns / 1000000 : 100;

	return ms <= 0 ? 1 : ms > 100 ? 100 : (int)ms;
}

static void
dt_check_drops(dtrace_hdl_t *dtp)
{
	uint64_t drops = dt_gvar_get(dtp, DT_GVAR_DROPS) + dtp->dt_skipped;
	uint64_t dyn = dt_gvar_get(dtp, DT_GVAR_DYNDROPS);
	uint64_t aggdrops = dt_gvar_get(dtp, DT_GVAR_AGGDROPS);

	dt_consume_report_drops(dtp, drops);
	dt_consume_report_dyndrops(dtp, dyn);
	dt_consume_report_aggdrops(dtp, aggdrops);
	dt_spec_report_drops(dtp);
}

/*
 * exit() puts tracing in the draining state before its clause's record is
 * sent; if the clause then faults, the record is never sent.  As DTrace's
 * consumer does from the status, stop when the state says so (the exit
 * record, if it comes, still sets the status when dtrace_stop() drains).
 */
static void
dt_check_draining(dtrace_hdl_t *dtp)
{
	if (dtp->dt_exited ||
	    dt_gvar_get(dtp, DT_GVAR_ACTIVITY) != DT_ACTIVITY_DRAINING)
		return;
	dtp->dt_exited = 1;
	if (dtp->dt_exitstatus < 0)
		dtp->dt_exitstatus = 0;
}

/*
 * Every statusrate, as DTrace checks the tracing state: report drops, and
 * stop if a fill buffer is full.  Returns 1 if tracing is to stop.
 */
static int
dt_check_status(dtrace_hdl_t *dtp)
{
	int64_t rate = dt_opt(dtp, DTRACEOPT_STATUSRATE);
	uint64_t now = dt_now_ns();

	if (dtp->dt_laststatus != 0 && rate > 0 &&
	    now - dtp->dt_laststatus < (uint64_t)rate)
		return 0;
	dtp->dt_laststatus = now;
	dt_check_drops(dtp);
	dt_check_draining(dtp);
	return dt_pbuf_full(dtp);
}

dtrace_workstatus_t
dtrace_work(dtrace_hdl_t *dtp, FILE *fp)
{
	if (!dtp->dt_active)
		return dt_set_errmsg(dtp, EDT_ENABLING, "tracing is not active"),
		    DTRACE_WORKSTATUS_ERROR;
	dtp->dt_outfp = fp;
	if (dtp->dt_stop_req || dtp->dt_exited || dtp->dt_stopped)
		return DTRACE_WORKSTATUS_DONE;
	if (dt_consume(dtp, fp, dt_poll_ms(dtp)) != 0) {
		dt_pctl_seize_pump(dtp);
		return DTRACE_WORKSTATUS_ERROR;
	}
	dt_pctl_seize_pump(dtp);	/* after the records: dlopen() holds */
	if (dt_guard_check(dtp) != 0)
		return DTRACE_WORKSTATUS_ERROR;
	if (dt_check_status(dtp))
		return DTRACE_WORKSTATUS_DONE;
	if (dtp->dt_stop_req || dtp->dt_exited)
		return DTRACE_WORKSTATUS_DONE;
	return DTRACE_WORKSTATUS_OKAY;
}

void
dtrace_sleep(dtrace_hdl_t *dtp)
{
	/* dtrace_work() already waits for data up to the switch rate. */
}

/* The first request stops tracing; the second stops printing too. */
void
dtrace_request_stop(dtrace_hdl_t *dtp)
{
	if (dtp->dt_stop_req < 2)
		dtp->dt_stop_req++;
}

int
dtrace_stop(dtrace_hdl_t *dtp)
{
	FILE *fp = dtp->dt_outfp != NULL ? dtp->dt_outfp : stdout;
	int rc;

	if (!dtp->dt_active || dtp->dt_stopped)
		return 0;
	dtp->dt_stopped = 1;
	/*
	 * Drain what is there, fire END, and consume what END recorded.  In
	 * the draining state only END's clauses record, so the drain ends
	 * however fast probes fire; after a stop request it also ends when
	 * its time is up (dt_consume_abort()), however costly the records.
	 */
	(void) dt_gvar_set(dtp, DT_GVAR_ACTIVITY, DT_ACTIVITY_DRAINING);
	dt_consume_drain(dtp, 1);
	while (dt_consume(dtp, fp, 0) == 0 && dtp->dt_consume_nrecs >= DT_CONSUME_BUDGET)
		;
	dt_consume_drain(dtp, 0);
	rc = dt_fire_probe(dtp, dt_end_probe);
	dt_consume(dtp, fp, 0);
	dt_pbuf_flush(dtp);	/* fill, ring: printed now (dt_pbuf_skip()) */
	dt_check_drops(dtp);
	dt_disable_all(dtp);
	(void) dt_consume_flush(dtp, fp);
	return rc;
}

int
dtrace_exit_status(dtrace_hdl_t *dtp)
{
	return dtp->dt_exited ? dtp->dt_exitstatus : -1;
}

uint64_t
dtrace_drops(dtrace_hdl_t *dtp)
{
	return dtp->dt_drops;
}
