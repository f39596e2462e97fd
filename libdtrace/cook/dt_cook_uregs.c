/*
 * dt_cook_uregs.c: the cook half of uregs[], the user registers of the
 * thread the probe fired in (the code generator's half is dt_cg_uregs.c).
 *
 * As in DTrace, the subscript must be an integer constant (R_PC, R_SP ...,
 * dt_consts.c has them), so the register is known at compile time: the cook
 * pass checks the one subscript with DTrace's messages and turns uregs[N]
 * into a reference to the built-in variable uregs with N in dn_value, which
 * the code generator reads.  A negative constant is an error here; any
 * other index that names no register is the code generator's error
 * (D_UNKNOWN, as Oracle Linux DTrace's).
 */
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook_uregs.h"

/* uregs[N]: one integer constant subscript, with DTrace's messages. */
dt_node_t *
dt_cook_uregs(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_ident_t *idp = dt_idhash_lookup(dtp->dt_globals, "uregs");
	int argc = dt_node_list_len(dnp->dn_right);
	dt_node_t *idx;
	char n[128];

	if (argc != 1)
		dnerror(dnp, D_PROTO_LEN, "uregs[ ] prototype mismatch: %d arg%s"
		    "passed, 1 expected", argc, argc == 1 ? " " : "s ");
	idx = dnp->dn_right = dt_cook_arglist(dtp, dnp->dn_right);
	if (!DT_NODE_IS_CONST(idx))
		dnerror(dnp, D_PROTO_ARG, "uregs[ ] argument #1 is incompatible with "
		    "prototype:\n\tprototype: integer constant\n\t argument: %s",
		    dt_type_name(idx->dn_ctfp, idx->dn_type, n, sizeof(n)));
	if ((idx->dn_flags & DT_NF_SIGNED) && (int64_t)idx->dn_value < 0)
		dnerror(dnp, D_REGS_IDX, "index %lld is out of range for array uregs",
		    (long long)idx->dn_value);
	dnp->dn_kind = DT_NODE_VAR;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_ident = idp;
	dnp->dn_value = idx->dn_value;
	dnp->dn_left = dnp->dn_right = dnp->dn_expr = NULL;
	dnp->dn_flags &= ~DT_NF_SIGNED;
	dt_node_type_assign(dnp, idp->di_ctfp, idp->di_type);
	return dnp;
}
