/*
 * dt_cook_subr.c: cooking calls of D subroutines (copyinstr, strlen ...).
 *
 * A subroutine's identifier (dt_ident.c) carries its prototype as DTrace
 * prints it in messages, "(const char *, int, [int])", and its result type.
 * The arguments are cooked, counted against the prototype and checked per
 * function; the call node gets the result type.
 */
#include <string.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"

dt_node_t *
dt_cook_func(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_ident_t *idp = dt_idhash_lookup(dtp->dt_globals, dnp->dn_string);
	int n;

	if (idp == NULL)
		dnerror(dnp, D_FUNC_UNDEF, "undefined function name: %s", dnp->dn_string);
	if (idp->di_kind == DT_IDENT_ACTFUNC || idp->di_kind == DT_IDENT_AGGFUNC)
		dnerror(dnp, D_ACT_SPEC, "%s( ) may not be used in an expression",
		    dnp->dn_string);
	if (idp->di_kind != DT_IDENT_FUNC)
		dnerror(dnp, D_FUNC_IDENT, "%s is not a function", dnp->dn_string);
	dnp->dn_args = dt_cook_arglist(dtp, dnp->dn_args);
	n = dt_node_list_len(dnp->dn_args);
	dt_cook_check_nargs(dnp, idp, n);
	dnp->dn_ident = idp;
	switch (idp->di_id) {
	case DT_SUB_COPYINSTR:
		dt_cook_arg_scalar(dtp, dnp, dnp->dn_args, 1, "uintptr_t");
		if (n == 2)
			dt_cook_arg_scalar(dtp, dnp, dnp->dn_args->dn_list, 2, "size_t");
		dnp->dn_flags |= DT_NF_USERLAND;
		break;
	default:
		dnerror(dnp, D_NOT_SUPPORTED, "%s( ) is not supported yet", idp->di_name);
	}
	dt_node_type_assign(dnp, idp->di_ctfp, idp->di_type);
	return dnp;
}

