/*
 * dt_cook_args.c: args[N], the probe's typed arguments.
 *
 * argN is the Nth argument as a uint64_t; args[N] is the same value with
 * the type the provider gives it (dt_provider.h's probe_info: stapsdt says
 * int8_t .. uint64_t from the note's argument size and sign), so that
 * args[0] of a 4-byte signed argument is an int32_t that prints and
 * compares as one.  N must be an integer constant, and every probe the
 * clause is enabled on must give argument N the same type (otherwise DTrace
 * calls the set of probes "unstable"); the clause is the one being cooked
 * (pcb_clause).  The code generator loads argv[N] and converts it to the
 * type (dt_cg_bvar.c).
 *
 * A provider may give an argument a translated type too (da_xlate: io's
 * bufinfo_t * of a struct bio *, proc's and sched's psinfo_t * of a
 * struct task_struct *), as DTrace does, translating native argument
 * da_argno (io's args[1] translates arg0 too): args[N] is then
 * xlate<xlate type>(native argument), a parse-tree rewrite that the
 * translator code takes from there, so args[0]->pr_pid computes that
 * member alone (dt_cook_args_expand, called by dt_cook_member and
 * dt_cook_deref).  An argument translated to "string" (proc:::exec's
 * path, a user address) is copyinstr() of it.  A stapsdt probe's provider
 * definition (`p(struct in *a) : (struct out *a)`) translates too; its
 * translator is the script's or the D library's, and args[N] without one
 * is DTrace's D_ARGS_XLATOR.  Probes whose args[N] translate different
 * native arguments are an unstable set.
 */
#include <stdio.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_provider.h"
#include "dt_type.h"
#include "dt_cook_args.h"
#include "dt_xlate.h"

typedef struct dt_argtype {
	int64_t index;
	int nprobes;		/* probes seen */
	int missing;		/* a probe has fewer arguments */
	int differ;		/* probes disagree on the type */
	char native[64];	/* the type of the first probe */
	char xlate[64];		/* its translated type, or "" */
	int argno;		/* the native argument it translates */
	const dt_probe_t *first;
} dt_argtype_t;

static int
dt_args_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_argtype_t *at = arg;
	const dt_provimpl_t *impl = prp->pr_prov->pv_impl;
	dt_argdesc_t *argv = NULL;
	int argc = 0;

	if (impl->probe_info == NULL || impl->probe_info(dtp, prp, &argc, &argv) != 0)
		argc = 0;
	if (at->index < 0 || at->index >= argc) {
		at->missing = 1;
	} else if (at->nprobes == 0) {
		const dt_argdesc_t *a = &argv[at->index];

		snprintf(at->native, sizeof(at->native), "%s", a->da_native);
		snprintf(at->xlate, sizeof(at->xlate), "%s", a->da_xlate ?: "");
		at->argno = a->da_xlate ? a->da_argno : (int)at->index;
	} else if (strcmp(at->native, argv[at->index].da_native) != 0 ||
	    strcmp(at->xlate, argv[at->index].da_xlate ?: "") != 0 ||
	    at->argno != (argv[at->index].da_xlate ?
	    argv[at->index].da_argno : (int)at->index)) {
		at->differ = 1;
	}
	if (at->nprobes++ == 0)
		at->first = prp;
	dt_free(dtp, argv);
	return 0;
}

/* What args[i] is for the clause being cooked; dnp is the [ ] node. */
static void
dt_args_lookup(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_argtype_t *at)
{
	dt_node_t *clause = yypcb->pcb_clause, *pd;
	dt_node_t *i = dnp->dn_right = dt_cook_arglist(dtp, dnp->dn_right);
	char desc[DTRACE_PROVNAMELEN + DTRACE_MODNAMELEN + DTRACE_FUNCNAMELEN +
	    DTRACE_NAMELEN + 4] = "";

	if (clause == NULL)
		dnerror(dnp, D_ARGS_NONE, "args[ ] may not be referenced outside of a "
		    "probe clause");
	if (i == NULL || i->dn_list != NULL)
		dnerror(dnp, D_PROTO_LEN, "args[ ] prototype mismatch: %d arg%spassed, "
		    "1 expected", dt_node_list_len(i), dt_node_list_len(i) == 1 ?
		    " " : "s ");
	if (!DT_NODE_IS_CONST(i))
		dnerror(dnp, D_PROTO_ARG, "args[ ] argument #1 is incompatible with "
		    "prototype:\n\tprototype: %s\n\t argument: %s", "integer constant",
		    "expression");
	memset(at, 0, sizeof(*at));
	at->index = (int64_t)i->dn_value;
	for (pd = clause->dn_pdescs; pd != NULL; pd = pd->dn_list)
		dt_probe_iter(dtp, pd->dn_desc, dt_args_probe, at);
	if (clause->dn_pdescs != NULL)
		snprintf(desc, sizeof(desc), "%s:%s:%s:%s", clause->dn_pdescs->dn_desc->prv,
		    clause->dn_pdescs->dn_desc->mod, clause->dn_pdescs->dn_desc->fun,
		    clause->dn_pdescs->dn_desc->prb);
	if (at->index < 0 || at->missing)
		dnerror(dnp, D_ARGS_IDX, "index %lld is out of range for %s args[ ]",
		    (long long)at->index, desc);
	if (at->differ)
		dnerror(dnp, D_ARGS_MULTI, "args[ ] may not be referenced because "
		    "probe description %s matches an unstable set of probes", desc);
	if (at->nprobes == 0) {
		snprintf(at->native, sizeof(at->native), "int64_t");
		at->argno = (int)at->index;
	}
}

/* "struct out *": the base type name in base, and how many '*'. */
static int
dt_args_split(const char *name, char *base, size_t size)
{
	size_t len = strlen(name);
	int ptr = 0;

	while (len > 0 && (name[len - 1] == '*' || name[len - 1] == ' ')) {
		ptr += name[len - 1] == '*';
		len--;
	}
	snprintf(base, size, "%.*s", (int)len, name);
	return ptr;
}

/* A type name as providers write it; pointers D has not made yet are made. */
static int
dt_args_type(dtrace_hdl_t *dtp, const char *name, dtrace_typeinfo_t *tip)
{
	char base[64];
	int ptr = dt_args_split(name, base, sizeof(base));

	if (dt_type_lookup(dtp, name, tip) == 0)
		return 0;
	if (ptr == 0 || dt_type_lookup(dtp, base, tip) != 0)
		return -1;
	while (ptr-- > 0)
		if ((tip->dtt_type = dt_type_pointer(dtp, tip->dtt_ctfp,
		    tip->dtt_type)) == CTF_ERR)
			return -1;
	return 0;
}

/* dnp becomes the native argument argno, of type native. */
static dt_node_t *
dt_args_native(dtrace_hdl_t *dtp, dt_node_t *dnp, const dt_argtype_t *at)
{
	dtrace_typeinfo_t ti;

	if (dt_args_type(dtp, at->native, &ti) != 0)
		dnerror(dnp, D_ARGS_TYPE, "failed to resolve native type for "
		    "args[%lld]", (long long)at->index);
	dnp->dn_kind = DT_NODE_VAR;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_left = dnp->dn_right = dnp->dn_expr = NULL;
	dnp->dn_ident = dt_idhash_lookup(dtp->dt_globals, "args");
	dnp->dn_value = (uint64_t)at->argno;
	dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
	return dnp;
}

/* A TYPE node for a type name as providers write it ("bufinfo_t *"). */
static dt_node_t *
dt_args_tnode(const char *name)
{
	dt_tname_t *tn = dt_xalloc(sizeof(*tn));
	char base[64];

	memset(tn, 0, sizeof(*tn));
	tn->tn_ptr = dt_args_split(name, base, sizeof(base));
	tn->tn_base = dt_xstrdup(base);
	return dt_node_type(tn);
}

/*
 * A translated args[i] needs a translator from its native type to its
 * translated one (the script's or the D library's: looking the type up
 * compiles the library file declaring it), as DTrace says at use.
 */
static void
dt_args_xlator(dtrace_hdl_t *dtp, dt_node_t *dnp, const dt_argtype_t *at)
{
	dtrace_typeinfo_t nti, xti;
	dt_node_t *e;

	if (dt_args_type(dtp, at->native, &nti) == 0 &&
	    dt_args_type(dtp, at->xlate, &xti) == 0) {
		e = dt_node_int(0);
		dt_node_type_assign(e, nti.dtt_ctfp, nti.dtt_type);
		if (dt_xlate_defined(dtp, xti.dtt_ctfp, xti.dtt_type, e))
			return;
	}
	dnerror(dnp, D_ARGS_XLATOR, "translator for args[%lld] from %s to %s "
	    "is not defined", (long long)at->index, at->native, at->xlate);
}

/* xlate<T>(native argument) for a translated args[i], or copyinstr() of
   it for "string". */
static dt_node_t *
dt_args_xlate(dtrace_hdl_t *dtp, dt_node_t *dnp, const dt_argtype_t *at)
{
	dt_node_t *x, *arg;

	if (strcmp(at->xlate, "string") != 0)
		dt_args_xlator(dtp, dnp, at);
	arg = dt_args_native(dtp, dt_node_copy(dnp), at);
	if (strcmp(at->xlate, "string") == 0)
		x = dt_node_func(dt_xstrdup("copyinstr"), arg);
	else
		x = dt_node_op2(DT_OP_XLATE, dt_args_tnode(at->xlate), arg);
	x->dn_line = dnp->dn_line;
	return x;
}

/* A translated type other than the native one (a stapsdt definition may
   map args[i] to argM of the same type: that is argM itself). */
static int
dt_args_translated(const dt_argtype_t *at)
{
	return at->xlate[0] != '\0' && strcmp(at->xlate, at->native) != 0;
}

/* args[i]: dnp is the [ ] node on the identifier args. */
dt_node_t *
dt_cook_args(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_argtype_t at;

	dt_args_lookup(dtp, dnp, &at);
	if (dt_args_translated(&at))
		return dt_cook_expr(dtp, dt_args_xlate(dtp, dnp, &at));
	return dt_args_native(dtp, dnp, &at);
}

/*
 * An args[i] whose type is translated, as the uncooked xlate<T>(argM) it
 * stands for (so that args[i]->m translates m alone); else dnp.
 */
dt_node_t *
dt_cook_args_expand(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_argtype_t at;

	if (dnp->dn_kind != DT_NODE_OP2 || dnp->dn_op != DT_OP_INDEX ||
	    dnp->dn_left->dn_kind != DT_NODE_IDENT ||
	    strcmp(dnp->dn_left->dn_string, "args") != 0)
		return dnp;
	dt_args_lookup(dtp, dnp, &at);
	return dt_args_translated(&at) ? dt_args_xlate(dtp, dnp, &at) : dnp;
}
