/*
 * dt_cook_act.c: cooking actions (trace, printf, exit ...): each gets the
 * arguments it takes, with DTrace's messages; printf's format is parsed and
 * checked against its arguments here (dt_printf.c).
 */
#include <string.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"
#include "dt_printf.h"

/* ---- statements ---- */

static void
dt_cook_trace(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *arg = fn->dn_args;

	if (dt_type_is_void(arg->dn_ctfp, arg->dn_type))
		dnerror(fn, D_TRACE_VOID, "trace( ) may not be applied to a void expression");
	if (!dt_node_is_scalar(dtp, arg) && !dt_node_is_string(dtp, arg) &&
	    !(arg->dn_flags & DT_NF_REF)) {
		char buf[128];

		dnerror(fn, D_PROTO_ARG, "trace( ) argument #1 is incompatible with "
		    "prototype:\n\tprototype: scalar or string\n\t argument: %s",
		    dt_type_name(arg->dn_ctfp, arg->dn_type, buf, sizeof(buf)));
	}
}

static void
dt_cook_printf(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *fmt = fn->dn_args;

	if (fmt->dn_kind != DT_NODE_STRING)
		dnerror(fn, D_PRINTF_DYN_PROTO, "printf( ) argument #1 must be a "
		    "string constant");
	if (fmt->dn_string[0] == '\0')
		dnerror(fn, D_PRINTF_FMT_EMPTY, "printf( ) format string is empty");
	fn->dn_cg = dt_printf_create(dtp, fmt->dn_string);
	if (fn->dn_cg == NULL)
		dnerror(fn, D_PRINTF_ARG_FMT, "printf( ) format string is invalid");
	dt_format_keep(dtp, fn->dn_cg);
	dt_printf_validate(dtp, fn->dn_cg, fn, fmt->dn_list, "printf");
}

/* setopt(option [, value]): both strings (Oracle's message: "char *"). */
static void
dt_cook_setopt(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *arg;
	char buf[128];
	int i = 1;

	for (arg = fn->dn_args; arg != NULL; arg = arg->dn_list, i++) {
		if (dt_node_is_string(dtp, arg))
			continue;
		dnerror(fn, D_PROTO_ARG, "%s( ) argument #%d is incompatible with "
		    "prototype:\n\tprototype: char *\n\t argument: %s",
		    fn->dn_string, i, dt_type_name(arg->dn_ctfp, arg->dn_type,
		    buf, sizeof(buf)));
	}
}

/*
 * print(ptr): a pointer to an object of known size, printed with its type
 * (dt_print.c).
 */
static void
dt_cook_print(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *arg = fn->dn_args;
	ctf_dict_t *fp = arg->dn_ctfp;
	ctf_id_t t;
	char buf[128];

	if (!dt_node_is_pointer(arg))
		dnerror(fn, D_PROTO_ARG, "print( ) argument #1 is incompatible with "
		    "prototype:\n\tprototype: void *\n\t argument: %s",
		    dt_type_name(fp, arg->dn_type, buf, sizeof(buf)));
	t = ctf_type_reference(fp, ctf_type_resolve(fp, arg->dn_type));
	if (dt_type_is_void(fp, t) || ctf_type_size(fp, t) <= 0)
		dnerror(fn, D_PRINT_SIZE, "print( ) argument #1 reference has type "
		    "'%s' with size 0; cannot print( ) it.", dt_type_name(fp, t, buf,
		    sizeof(buf)));
}

void
dt_cook_action(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_ident_t *idp = dt_idhash_lookup(dtp->dt_globals, fn->dn_string);
	int n;

	fn->dn_ident = idp;
	switch (idp->di_id) {
	case DT_ACT_PRINTA: case DT_ACT_CLEAR: case DT_ACT_TRUNC:
	case DT_ACT_NORMALIZE: case DT_ACT_DENORMALIZE:
		/* Their arguments name aggregations: cooked there. */
		dt_cook_aggact(dtp, fn);
		return;
	default:
		break;
	}
	if (idp->di_id == DT_ACT_TRACE && fn->dn_args != NULL &&
	    fn->dn_args->dn_kind == DT_NODE_AGG)
		dnerror(fn->dn_args, D_TRACE_AGG, "trace( ) may not be applied to "
		    "an aggregation");
	fn->dn_args = dt_cook_arglist(dtp, fn->dn_args);
	n = dt_node_list_len(fn->dn_args);
	dt_cook_check_nargs(fn, idp, n);
	switch (idp->di_id) {
	case DT_ACT_TRACE:
		dt_cook_trace(dtp, fn);
		break;
	case DT_ACT_PRINTF:
		dt_cook_printf(dtp, fn);
		break;
	case DT_ACT_EXIT:
		dt_cook_arg_scalar(dtp, fn, fn->dn_args, 1, "int");
		break;
	case DT_ACT_SETOPT:
		dt_cook_setopt(dtp, fn);
		break;
	case DT_ACT_PRINT:
		dt_cook_print(dtp, fn);
		break;
	case DT_ACT_SPECULATE: case DT_ACT_COMMIT: case DT_ACT_DISCARD:
		dt_cook_arg_scalar(dtp, fn, fn->dn_args, 1, "int");
		break;
	default:
		dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet", idp->di_name);
	}
}

/* The aggregation's key tuple: integers and strings, 8-byte aligned. */
