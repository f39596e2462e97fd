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
	} else if (strcmp(at->native, argv[at->index].da_native) != 0) {
		at->differ = 1;
	}
	if (at->nprobes++ == 0)
		at->first = prp;
	dt_free(dtp, argv);
	return 0;
}

/* args[i]: dnp is the [ ] node on the identifier args. */
dt_node_t *
dt_cook_args(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *clause = yypcb->pcb_clause, *pd;
	dt_node_t *i = dnp->dn_right = dt_cook_arglist(dtp, dnp->dn_right);
	dt_ident_t *idp = dt_idhash_lookup(dtp->dt_globals, "args");
	dt_argtype_t at = { 0 };
	dtrace_typeinfo_t ti;
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
