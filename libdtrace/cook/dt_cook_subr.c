/*
 * dt_cook_subr.c: cooking calls of D subroutines (copyinstr, strlen ...).
 *
 * A subroutine's identifier (dt_ident.c) carries its prototype as DTrace
 * prints it in messages, "(const char *, int, [int])", and its result type.
 * The arguments are cooked, counted against the prototype and each checked
 * against its parameter's type, the way DTrace checks them: a "const char
 * *" takes a string, a char or void pointer (NULL too, which faults when
 * the subroutine reads it) or 0, a "void *" a pointer, an array, a string
 * or 0, another pointer type takes a pointer, an array (or 0), an
 * integer type takes any scalar, "@" and "..." take anything but void.  The call node gets the result type.
 */
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook_subr.h"
#include "dt_cook_act.h"

/* What a prototype's parameter accepts. */
typedef enum dt_param {
	DT_PARAM_ANY,		/* "@" and the arguments matched by "..." */
	DT_PARAM_STRING,	/* "const char *", "char *": a string, a char
				   pointer or a char array */
	DT_PARAM_VOIDP,		/* "void *": a pointer, an array, a string, 0 */
	DT_PARAM_POINTER,	/* any other pointer type: a pointer, an array,
				   or 0 */
	DT_PARAM_SCALAR		/* an integer type: an integer or a pointer */
} dt_param_t;

/*
 * The nth (from 0) parameter of a prototype such as "(const char *, int,
 * [int])": its text, without brackets, into buf; 0, or -1 if the prototype
 * has fewer parameters.  A "..." matches this and every later argument.
 */
static int
dt_proto_param(const char *proto, int n, char *buf, size_t len)
{
	const char *p = proto, *end;
	size_t l;
	int i = 0;

	if (p == NULL || *p++ != '(')
		return -1;
	for (;;) {
		while (*p == ' ' || *p == '[')
			p++;
		end = p + strcspn(p, ",)]");
		l = (size_t)(end - p);
		if (l == 3 && strncmp(p, "...", 3) == 0)
			i = n;
		if (i == n) {
			snprintf(buf, len, "%.*s", (int)l, p);
			return l > 0 ? 0 : -1;
		}
		p = end + strspn(end, "]");
		if (*p != ',')
			return -1;
		p++;
		i++;
	}
}

static dt_param_t
dt_param_kind(const char *text)
{
	size_t l = strlen(text);

	if (strcmp(text, "@") == 0 || strcmp(text, "...") == 0)
		return DT_PARAM_ANY;
	if (strcmp(text, "const char *") == 0 || strcmp(text, "char *") == 0)
		return DT_PARAM_STRING;
	if (strcmp(text, "void *") == 0 || strcmp(text, "const void *") == 0)
		return DT_PARAM_VOIDP;
	if (l > 0 && text[l - 1] == '*')
		return DT_PARAM_POINTER;
	return DT_PARAM_SCALAR;
}

static int
dt_param_accepts(dtrace_hdl_t *dtp, dt_param_t kind, const dt_node_t *arg)
{
	switch (kind) {
	case DT_PARAM_ANY:
		return !dt_type_is_void(arg->dn_ctfp, arg->dn_type);
	case DT_PARAM_STRING:
		return dt_node_is_strcompat(dtp, arg);
	case DT_PARAM_VOIDP:
		if (dt_node_is_string(dtp, arg))
			return 1;
		/* FALLTHROUGH */
	case DT_PARAM_POINTER:
		/* an array is passed as the address of its first element */
		return dt_node_is_pointer(arg) || (!dt_node_is_string(dtp, arg) &&
		    dt_type_is_array(arg->dn_ctfp, arg->dn_type)) ||
		    (DT_NODE_IS_CONST(arg) && arg->dn_value == 0);
	case DT_PARAM_SCALAR:
		return dt_node_is_scalar(dtp, arg);
	}
	return 0;
}

/*
 * A pointer for a parameter that points to a struct or union ("struct
 * in6_addr *"): as DTrace's pointer compatibility asks, it points to void
 * or to a struct or union of that name (pointers to other types are
 * refused: inet_ntoa6() of an int *).
 */
static int
dt_param_pointee(dtrace_hdl_t *dtp, const char *want, const dt_node_t *arg)
{
	char wn[128], an[128];
	dtrace_typeinfo_t ti;
	ctf_dict_t *afp = arg->dn_ctfp;
	ctf_id_t w, a;

	if (!dt_node_is_pointer(arg) || dt_type_lookup(dtp, want, &ti) != 0)
		return 1;
	w = dt_type_resolve(ti.dtt_ctfp, ctf_type_reference(ti.dtt_ctfp,
	    dt_type_resolve(ti.dtt_ctfp, ti.dtt_type)));
	a = dt_type_resolve(afp, ctf_type_reference(afp,
	    dt_type_resolve(afp, arg->dn_type)));
	if (!dt_type_is_sou(ti.dtt_ctfp, w) || dt_type_is_void(afp, a))
		return 1;
	return dt_type_is_sou(afp, a) &&
	    strcmp(dt_type_name(ti.dtt_ctfp, w, wn, sizeof(wn)),
	    dt_type_name(afp, a, an, sizeof(an))) == 0;
}

/*
 * Check every argument against the function's prototype, with DTrace's
 * message:
 *	strlen( ) argument #1 is incompatible with prototype:
 *		prototype: char *
 *		 argument: int
 */
static void
dt_cook_proto(dtrace_hdl_t *dtp, const dt_node_t *fn, const dt_ident_t *idp)
{
	const dt_node_t *arg;
	char want[64], have[128];
	int i = 0;

	for (arg = fn->dn_args; arg != NULL; arg = arg->dn_list, i++) {
		if (dt_proto_param(idp->di_proto, i, want, sizeof(want)) != 0)
			return;
		if (dt_param_accepts(dtp, dt_param_kind(want), arg) &&
		    (dt_param_kind(want) != DT_PARAM_POINTER ||
		     dt_param_pointee(dtp, want, arg)))
			continue;
		/* DTrace prints "const char *" as "char *" */
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, idp->di_name, i + 1,
		    strncmp(want, "const ", 6) == 0 ? want + 6 : want,
		    dt_type_name(arg->dn_ctfp, arg->dn_type, have, sizeof(have)));
	}
}

/*
 * An action used as a value (trace(trace(1)), printf() as an argument): as
 * in DTrace it is checked as an action, then typed void, so that the place
 * it is used in gives its own error (D_TRACE_VOID, D_PROTO_ARG,
 * D_PRINTF_ARG_TYPE, D_KEY_TYPE, D_STRINGOF_TYPE ...).  A place that would
 * take a void value is refused by dt_cook_actval_check().
 */
static dt_node_t *
dt_cook_actval(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_ident_t *idp)
{
	dnp->dn_flags |= DT_NF_ACTVAL;	/* before: no format check (DTrace's) */
	dt_cook_action(dtp, dnp);
	dnp->dn_ident = idp;
	dt_node_type_assign(dnp, dtp->dt_ddefs, dtp->dt_type_void);
	return dnp;
}

/* An action left in a cooked expression is an error of its own. */
void
dt_cook_actval_check(const dt_node_t *dnp)
{
	const dt_node_t *a;

	if (dnp == NULL)
		return;
	if (dnp->dn_kind == DT_NODE_FUNC && (dnp->dn_flags & DT_NF_ACTVAL))
		dnerror(dnp, D_ACT_SPEC, "%s( ) may not be used in an expression",
		    dnp->dn_string);
	switch (dnp->dn_kind) {
	case DT_NODE_FUNC:
		for (a = dnp->dn_args; a != NULL; a = a->dn_list)
			dt_cook_actval_check(a);
		break;
	case DT_NODE_OP1:
		dt_cook_actval_check(dnp->dn_child);
		break;
	case DT_NODE_OP3:
		dt_cook_actval_check(dnp->dn_expr);
		/* FALLTHROUGH */
	case DT_NODE_OP2:
		dt_cook_actval_check(dnp->dn_left);
		dt_cook_actval_check(dnp->dn_right);
		break;
	default:
		break;
	}
}

/*
 * A subroutine call: resolve the name, cook and check the arguments, give
 * the call its result type.  Whether the code generator implements the
 * function is its business (dt_cg_subr.c).
 */
/* inet_ntoa6(p, strict): strict is an integer constant, as in DTrace. */
static void
dt_cook_ntoa6_strict(const dt_node_t *dnp)
{
	const dt_node_t *strict = dnp->dn_args->dn_list;

	if (strict != NULL && strict->dn_kind != DT_NODE_INT)
		dnerror(strict, D_PROTO_ARG, "inet_ntoa6( ) argument #2 must be "
		    "an integer constant");
}

/*
 * A subroutine whose result is of a kernel type (mutex_owner(): struct
 * task_struct *) gets it from kernel BTF at its first use, so that
 * scripts without one do not load BTF (dt_ident.c left the name in
 * di_data).
 */
static void
dt_cook_func_ktype(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_ident_t *idp)
{
	dtrace_typeinfo_t ti;

	if (idp->di_ctfp != NULL)
		return;
	if (dt_type_lookup(dtp, idp->di_data, &ti) != 0)
		dnerror(dnp, D_TYPE_ERR, "%s( ) is not available: the kernel's "
		    "BTF has no %s", idp->di_name, (const char *)idp->di_data);
	idp->di_ctfp = ti.dtt_ctfp;
	idp->di_type = ti.dtt_type;
}

dt_node_t *
dt_cook_func(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_ident_t *idp = dt_idhash_lookup(dtp->dt_globals, dnp->dn_string);

	if (idp == NULL)
		dnerror(dnp, D_FUNC_UNDEF, "undefined function name: %s", dnp->dn_string);
	if (idp->di_kind == DT_IDENT_AGGFUNC)
		dnerror(dnp, D_CG_EXPR, "aggregating function %s( ) may not be "
		    "called from a D expression (D program context required)",
		    dnp->dn_string);
	if (idp->di_kind == DT_IDENT_ACTFUNC) {
		if (dt_cook_symfunc(dtp, dnp, idp))
			return dnp;	/* stack(), usym() ... as values (dt_cook_act.c) */
		return dt_cook_actval(dtp, dnp, idp);
	}
	if (idp->di_kind != DT_IDENT_FUNC)
		dnerror(dnp, D_FUNC_IDENT, "%s is not a function", dnp->dn_string);
	dnp->dn_args = dt_cook_arglist(dtp, dnp->dn_args);
	dt_cook_check_nargs(dnp, idp, dt_node_list_len(dnp->dn_args));
	dt_cook_proto(dtp, dnp, idp);
	dnp->dn_ident = idp;
	dt_cook_func_ktype(dtp, dnp, idp);
	dt_node_type_assign(dnp, idp->di_ctfp, idp->di_type);
	if (idp->di_id == DT_SUB_COPYINSTR)
		dnp->dn_flags |= DT_NF_USERLAND;
	if (idp->di_id == DT_SUB_INET_NTOA6)
		dt_cook_ntoa6_strict(dnp);
	return dnp;
}
