/*
 * dt_cook_act.c: cooking actions (trace, printf, exit ...): each gets the
 * arguments it takes, with DTrace's messages; printf's format is parsed and
 * checked against its arguments here (dt_printf.c).
 *
 * stack(), ustack(), jstack() and the symbolic addresses (sym(), func(),
 * mod(), usym(), ufunc(), umod(), uaddr()) are actions that also give a
 * value of the pseudo-types stack, _symaddr and _usymaddr: as aggregation
 * keys and printf() arguments (%k, %A).  dt_cook_symfunc() cooks them where
 * they are values; dt_symfunc_size() (dt_cook_core.c) gives the size of the
 * record they make (DT_RF_SYM records, printed by dt_consume_act.c).
 *
 * chill(), breakpoint() and panic() are refused: a BPF program can neither
 * spin nor stop the kernel.
 */
#include <string.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook_act.h"
#include "dt_cook_agg.h"
#include "dt_cook_printf.h"

/* ---- statements ---- */

static void dt_cook_symargs(dtrace_hdl_t *dtp, dt_node_t *fn);

/* A non-zero positive integer constant (DTrace's dt_node_is_posconst). */
static int
dt_node_is_posconst(const dt_node_t *dnp)
{
	return DT_NODE_IS_CONST(dnp) && dnp->dn_value != 0 &&
	    (!(dnp->dn_flags & DT_NF_SIGNED) || (int64_t)dnp->dn_value > 0);
}

/* tracemem(addr, size [, dynsize]) */
static void
dt_cook_tracemem(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *addr = fn->dn_args, *size = addr->dn_list;
	dt_node_t *dsize = size->dn_list;
	char n[128];

	if (!dt_node_is_integer(addr) && !dt_node_is_pointer(addr))
		dnerror(fn, D_TRACEMEM_ADDR, "tracemem( ) argument #1 is incompatible "
		    "with prototype:\n\tprototype: pointer or integer\n\t argument: %s",
		    dt_type_name(addr->dn_ctfp, addr->dn_type, n, sizeof(n)));
	if (!dt_node_is_integer(size))
		dnerror(fn, D_PROTO_ARG, "tracemem( ) argument #2 is incompatible "
		    "with prototype:\n\tprototype: size_t\n\t argument: %s",
		    dt_type_name(size->dn_ctfp, size->dn_type, n, sizeof(n)));
	if (!dt_node_is_posconst(size))
		dnerror(fn, D_TRACEMEM_SIZE, "tracemem( ) argument #2 must be a "
		    "non-zero positive integral constant expression");
	if (size->dn_value > DT_TRACEMEM_MAX)
		dnerror(fn, D_TRACEMEM_SIZE, "tracemem( ) argument #2 must be at "
		    "most %u", DT_TRACEMEM_MAX);
	if (dsize != NULL && !dt_node_is_scalar(dtp, dsize))
		dnerror(fn, D_TRACEMEM_DYNSIZE, "tracemem ( ) dynamic size "
		    "(argument #3) must be of scalar type");
}

/* system(fmt, ...) and freopen(fmt, ...): formats as printf's. */
static void
dt_cook_printflike(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *fmt = fn->dn_args;
	const char *name = fn->dn_ident->di_name;
	char n[128];

	if (fmt->dn_kind != DT_NODE_STRING)
		dt_cook_proto_mismatch(fn, D_PRINTF_ARG_FMT, name, 1,
		    "string constant", fmt->dn_kind == DT_NODE_AGG ? "aggregation" :
		    dt_type_name(fmt->dn_ctfp, fmt->dn_type, n, sizeof(n)));
	if (fn->dn_ident->di_id == DT_ACT_FREOPEN && strcmp(fmt->dn_string, ".") == 0)
		dnerror(fn, D_FREOPEN_INVALID, "%s( ) argument #1 cannot be \".\"", name);
	/* freopen(""): back to the original output. */
	if (fmt->dn_string[0] == '\0' && fn->dn_ident->di_id != DT_ACT_FREOPEN)
		dnerror(fn, D_PRINTF_FMT_EMPTY, "%s( ) format string is empty", name);
	fn->dn_cg = dt_printf_create(dtp, fmt->dn_string);
	if (fn->dn_cg == NULL)
		dnerror(fn, D_PRINTF_ARG_FMT, "%s( ) format string is invalid", name);
	dt_format_keep(dtp, fn->dn_cg);
	if (fmt->dn_string[0] == '\0') {
		if (fmt->dn_list != NULL)
			dnerror(fn, D_PRINTF_ARG_EXTRA, "%s( ) prototype mismatch: only "
			    "0 arguments required by this format string", name);
		return;
	}
	dt_printf_validate(dtp, fn->dn_cg, fn, fmt->dn_list, name);
}

/* ---- stacks and symbolic addresses ---- */

/* The frame count argument of stack(), ustack() and jstack(). */
static void
dt_cook_frames(dtrace_hdl_t *dtp, dt_node_t *fn, dt_node_t *arg)
{
	int tag = fn->dn_ident->di_id == DT_ACT_STACK ? D_STACK_SIZE : D_USTACK_FRAMES;

	dt_cook_arg_scalar(dtp, fn, arg, 1, "uint32_t");
	if (!dt_node_is_integer(arg) || !dt_node_is_posconst(arg))
		dnerror(fn, tag, "%s( ) argument #1 must be a non-zero positive "
		    "integer constant", fn->dn_ident->di_name);
}

/*
 * The arguments of a stack or symbol action; the frame count is kept in
 * fn->dn_value (the stackframes, ustackframes or jstackframes option when
 * not given, at most maxframes).
 */
static void
dt_cook_symargs(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *arg = fn->dn_args;
	int id = fn->dn_ident->di_id;
	int64_t frames, max = dt_opt(dtp, DTRACEOPT_MAXFRAMES);

	switch (id) {
	case DT_ACT_STACK: case DT_ACT_USTACK: case DT_ACT_JSTACK:
		frames = dt_opt(dtp, id == DT_ACT_STACK ? DTRACEOPT_STACKFRAMES :
		    id == DT_ACT_USTACK ? DTRACEOPT_USTACKFRAMES : DTRACEOPT_JSTACKFRAMES);
		if (arg != NULL) {
			dt_cook_frames(dtp, fn, arg);
			frames = (int64_t)arg->dn_value;
		}
		if (arg != NULL && arg->dn_list != NULL) {
			dt_cook_arg_scalar(dtp, fn, arg->dn_list, 2, "uint32_t");
			if (!dt_node_is_integer(arg->dn_list) ||
			    !dt_node_is_posconst(arg->dn_list))
				dnerror(fn, D_USTACK_STRSIZE, "%s( ) argument #2 must "
				    "be a positive integer constant",
				    fn->dn_ident->di_name);
		}
		if (max > 0 && frames > max)
			frames = max;
		if (frames <= 0)
			frames = 1;
		fn->dn_value = (uint64_t)frames;
		break;
	default:
		dt_cook_arg_scalar(dtp, fn, arg, 1, "uintptr_t");
		break;
	}
}

/*
 * stack(), usym() ... where a value is wanted (an aggregation key, a printf
 * argument): cook it as the action, give it its pseudo-type.  Returns 0 if
 * idp is another action (which may not be a value).
 */
int
dt_cook_symfunc(dtrace_hdl_t *dtp, dt_node_t *fn, dt_ident_t *idp)
{
	fn->dn_ident = idp;
	if (!dt_node_is_symfunc(fn))
		return 0;
	fn->dn_args = dt_cook_arglist(dtp, fn->dn_args);
	dt_cook_check_nargs(fn, idp, dt_node_list_len(fn->dn_args));
	dt_cook_symargs(dtp, fn);
	dt_node_type_assign(fn, idp->di_ctfp, idp->di_type);
	return 1;
}

static void
dt_cook_trace(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *arg = fn->dn_args;

	if (dt_type_is_void(arg->dn_ctfp, arg->dn_type))
		dnerror(fn, D_TRACE_VOID, "trace( ) may not be applied to a void expression");
	if (!dt_node_is_scalar(dtp, arg) && !dt_node_is_string(dtp, arg) &&
	    !(arg->dn_flags & DT_NF_REF)) {
		char buf[128];

		dt_cook_proto_mismatch(fn, D_PROTO_ARG, "trace", 1,
		    "scalar or string", dt_type_name(arg->dn_ctfp, arg->dn_type,
		    buf, sizeof(buf)));
	}
}

static void
dt_cook_printf(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *fmt = fn->dn_args;

	char n[128];

	if (fmt->dn_kind == DT_NODE_AGG || !dt_node_is_string(dtp, fmt))
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, "printf", 1, "string",
		    fmt->dn_kind == DT_NODE_AGG ? "aggregation" :
		    dt_type_name(fmt->dn_ctfp, fmt->dn_type, n, sizeof(n)));
	if (fmt->dn_kind != DT_NODE_STRING)
		dt_cook_proto_mismatch(fn, D_PRINTF_ARG_FMT, "printf", 1,
		    "string constant", "string");
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
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, fn->dn_string, i, "char *",
		    dt_type_name(arg->dn_ctfp, arg->dn_type, buf, sizeof(buf)));
	}
}

/*
 * print(x): any value, printed with its type (dt_sink_text_print.c); a
 * pointer's object is printed too, so it must have a size.  An integer
 * constant is refused, as Oracle Linux DTrace's print(void *) refuses
 * print(1).
 */
static void
dt_cook_print(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *arg = fn->dn_args;
	ctf_dict_t *fp = arg->dn_ctfp;
	ctf_id_t t;
	char buf[128];

	if (!dt_node_is_symfunc(arg) && dt_type_is_void(fp, arg->dn_type))
		dnerror(fn, D_PRINT_VOID, "print( ) may not be applied to a void "
		    "expression");
	if (dt_node_is_symfunc(arg) || (!dt_node_is_scalar(dtp, arg) &&
	    !dt_node_is_string(dtp, arg) && !(arg->dn_flags & DT_NF_REF)))
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, "print", 1, "@",
		    dt_type_name(fp, arg->dn_type, buf, sizeof(buf)));
	/* An integer constant is no object: print(1) is refused as Oracle's
	   is (an enumerator, print((enum e)1), still prints its name). */
	if (arg->dn_kind == DT_NODE_INT &&
	    ctf_type_kind(fp, ctf_type_resolve(fp, arg->dn_type)) == CTF_K_INTEGER)
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, "print", 1, "void *",
		    dt_type_name(fp, arg->dn_type, buf, sizeof(buf)));
	if (!dt_node_is_pointer(arg))
		return;
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
	    fn->dn_args->dn_kind == DT_NODE_AGG) {
		dt_cook_aggref(dtp, fn->dn_args);
		dnerror(fn->dn_args, D_TRACE_DYN, "trace( ) may not be applied to "
		    "a dynamic expression");
	}
	if (idp->di_id == DT_ACT_PRINT && fn->dn_args != NULL &&
	    fn->dn_args->dn_kind == DT_NODE_AGG)
		dnerror(fn->dn_args, D_PRINT_AGG, "%s( ) may not be applied to an "
		    "aggregation", idp->di_name);
	if (idp->di_id == DT_ACT_PRINTF || idp->di_id == DT_ACT_SYSTEM ||
	    idp->di_id == DT_ACT_FREOPEN)	/* the format checks @a (dynamic) */
		fn->dn_args = dt_cook_arglist_dyn(dtp, fn->dn_args);
	else
		fn->dn_args = dt_cook_arglist(dtp, fn->dn_args);
	n = dt_node_list_len(fn->dn_args);
	dt_cook_check_nargs(fn, idp, n);
	switch (idp->di_id) {
	case DT_ACT_TRACE:
		dt_cook_trace(dtp, fn);
		break;
	case DT_ACT_PRINTF:
		if (!(fn->dn_flags & DT_NF_ACTVAL))	/* DTrace checks the */
			dt_cook_printf(dtp, fn);	/* format of statements */
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
	case DT_ACT_TRACEMEM:
		dt_cook_tracemem(dtp, fn);
		break;
	case DT_ACT_STACK: case DT_ACT_USTACK: case DT_ACT_JSTACK:
	case DT_SUB_SYM: case DT_SUB_FUNC: case DT_SUB_MOD: case DT_SUB_USYM:
	case DT_SUB_UFUNC: case DT_SUB_UMOD: case DT_SUB_UADDR:
		dt_cook_symargs(dtp, fn);
		break;
	case DT_ACT_RAISE:
		dt_cook_arg_scalar(dtp, fn, fn->dn_args, 1, "int");
		break;
	case DT_ACT_STOP: case DT_ACT_FTRUNCATE:
		break;
	case DT_ACT_SYSTEM: case DT_ACT_FREOPEN:
		if (!(fn->dn_flags & DT_NF_ACTVAL))
			dt_cook_printflike(dtp, fn);
		break;
	case DT_ACT_CHILL:	/* refused by cg, after DTrace's checks */
		dt_cook_arg_scalar(dtp, fn, fn->dn_args, 1, "int");
		break;
	case DT_ACT_BREAKPOINT: case DT_ACT_PANIC:
		break;
	default:
		dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet", idp->di_name);
	}
}


/* The aggregation's key tuple: integers and strings, 8-byte aligned. */
