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
 * A provider may give an argument a translated type too (da_xlate: the
 * proc and sched providers' psinfo_t * of a struct task_struct *), as
 * DTrace does: args[N] is then xlate<xlate type>((native type)argN),
 * a parse-tree rewrite (dt_cook_args_xlate) that the translator code
 * takes from there, so args[0]->pr_pid computes that member alone.
 */
#include <stdio.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"

typedef struct dt_argtype {
	int64_t index;
	int nprobes;		/* probes seen */
	int missing;		/* a probe has fewer arguments */
	int differ;		/* probes disagree on the type */
	char native[64];	/* the type of the first probe */
	char xlate[64];		/* its translated type, or "" */
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
	if (at->index >= argc) {
		at->missing = 1;
	} else if (at->nprobes == 0) {
		snprintf(at->native, sizeof(at->native), "%s", argv[at->index].da_native);
		snprintf(at->xlate, sizeof(at->xlate), "%s",
		    argv[at->index].da_xlate ? argv[at->index].da_xlate : "");
	} else if (strcmp(at->native, argv[at->index].da_native) != 0 ||
	    strcmp(at->xlate, argv[at->index].da_xlate ?
	    argv[at->index].da_xlate : "") != 0) {
		at->differ = 1;
	}
	if (at->nprobes++ == 0)
		at->first = prp;
	dt_free(dtp, argv);
	return 0;
}

/* The type of args[i] for the clause (dnp is the [ ] node), in *at. */
static void
dt_args_type(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_argtype_t *atp)
{
	dt_node_t *clause = yypcb->pcb_clause, *pd;
	dt_node_t *i = dnp->dn_right = dt_cook_arglist(dtp, dnp->dn_right);
	dt_argtype_t at = { 0 };
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
	at.index = (int64_t)i->dn_value;
	for (pd = clause->dn_pdescs; pd != NULL; pd = pd->dn_list)
		dt_probe_iter(dtp, pd->dn_desc, dt_args_probe, &at);
	if (clause->dn_pdescs != NULL)
		snprintf(desc, sizeof(desc), "%s:%s:%s:%s", clause->dn_pdescs->dn_desc->prv,
		    clause->dn_pdescs->dn_desc->mod, clause->dn_pdescs->dn_desc->fun,
		    clause->dn_pdescs->dn_desc->prb);
	if (at.index < 0 || at.missing)
		dnerror(dnp, D_ARGS_IDX, "index %lld is out of range for %s args[ ]",
		    (long long)at.index, desc);
	if (at.differ)
		dnerror(dnp, D_ARGS_MULTI, "args[ ] may not be referenced because "
		    "probe description %s matches an unstable set of probes", desc);
	if (at.nprobes == 0)
		snprintf(at.native, sizeof(at.native), "int64_t");
	*atp = at;
}

/* A TYPE node for a type name ("struct task_struct *"). */
static dt_node_t *
dt_args_tnode(const char *name)
{
	dt_tname_t *tn = dt_xalloc(sizeof(*tn));
	size_t len = strlen(name);

	memset(tn, 0, sizeof(*tn));
	while (len > 0 && (name[len - 1] == '*' || name[len - 1] == ' ')) {
		tn->tn_ptr += name[len - 1] == '*';
		len--;
	}
	tn->tn_base = dt_xstrdup(name);
	tn->tn_base[len] = '\0';
	return dt_node_type(tn);
}

/*
 * xlate<xlate type>((native type)argi), uncooked; a user string (proc:::exec's
 * path, xlate type "string") is copyinstr(argi).
 */
static dt_node_t *
dt_args_xnode(const dt_argtype_t *at, int line)
{
	char name[16];
	dt_node_t *x;

	snprintf(name, sizeof(name), "arg%d", (int)at->index);
	if (strcmp(at->xlate, "string") == 0) {
		x = dt_node_func(dt_xstrdup("copyinstr"),
		    dt_node_ident(dt_xstrdup(name)));
		x->dn_line = x->dn_args->dn_line = line;
		return x;
	}
	x = dt_node_op2(DT_OP_XLATE, dt_args_tnode(at->xlate), dt_node_op2(
	    DT_OP_CAST, dt_args_tnode(at->native), dt_node_ident(dt_xstrdup(name))));
	x->dn_line = x->dn_right->dn_line = line;
	return x;
}

/*
 * args[i] (dnp, uncooked) of an argument the provider translates: the
 * uncooked xlate<xlate type>((native type)argi); else NULL.
 */
dt_node_t *
dt_cook_args_xlate(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_argtype_t at;

	if (dnp->dn_kind != DT_NODE_OP2 || dnp->dn_op != DT_OP_INDEX ||
	    dnp->dn_left->dn_kind != DT_NODE_IDENT ||
	    strcmp(dnp->dn_left->dn_string, "args") != 0)
		return NULL;
	dt_args_type(dtp, dnp, &at);
	return at.xlate[0] != '\0' ? dt_args_xnode(&at, dnp->dn_line) : NULL;
}

/* args[i]: dnp is the [ ] node on the identifier args. */
dt_node_t *
dt_cook_args(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_ident_t *idp = dt_idhash_lookup(dtp->dt_globals, "args");
	dtrace_typeinfo_t ti;
	dt_argtype_t at;

	dt_args_type(dtp, dnp, &at);
	if (strcmp(at.xlate, "string") == 0)
		return dt_cook_expr(dtp, dt_args_xnode(&at, dnp->dn_line));
	if (at.xlate[0] != '\0')	/* the translated value as a whole */
		return dt_xlate_value(dtp, dt_args_xnode(&at, dnp->dn_line), 0);
	if (dt_type_lookup(dtp, at.native, &ti) != 0)
		dnerror(dnp, D_ARGS_TYPE, "failed to resolve native type for "
		    "args[%lld]", (long long)at.index);
	dnp->dn_kind = DT_NODE_VAR;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_left = dnp->dn_right = dnp->dn_expr = NULL;
	dnp->dn_ident = idp;
	dnp->dn_value = (uint64_t)at.index;
	dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
	return dnp;
}
