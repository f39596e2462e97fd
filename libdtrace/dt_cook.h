/*
 * dt_cook.h: the semantic pass ("cooking") of the D compiler.
 *
 * Cooking resolves identifiers, gives every expression node its D type,
 * applies C's promotions, folds constant expressions, checks that actions
 * and subroutines get the arguments they take, and turns aggregation
 * assignments into aggregation descriptions.  Errors are compile errors with
 * DTrace's tags and messages.
 */
#ifndef _DT_COOK_H
#define _DT_COOK_H

#include "dt_impl.h"

/* Cook one clause: predicate and statements (probe matching is separate). */
extern void dt_cook_clause(dtrace_hdl_t *dtp, dt_node_t *clause);
/* Cook an expression; returns the node that replaces it (constant folding). */
extern dt_node_t *dt_cook_expr(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* Cook a top-level declaration (variables, inline). */
extern void dt_cook_decl(dtrace_hdl_t *dtp, dt_node_t *dnp);

/*
 * Shared by the parts of the cook pass: dt_cook.c (expressions, statements,
 * clauses), dt_cook_subr.c (subroutine calls), dt_cook_act.c (actions),
 * dt_cook_agg.c (aggregations).
 */
extern void dt_cook_notsup(const dt_node_t *dnp, const char *what)
    __attribute__((noreturn));
extern int dt_node_is_integer(const dt_node_t *dnp);
extern int dt_node_is_string(dtrace_hdl_t *dtp, const dt_node_t *dnp);
extern int dt_node_is_pointer(const dt_node_t *dnp);
extern int dt_node_is_scalar(dtrace_hdl_t *dtp, const dt_node_t *dnp);
extern size_t dt_node_size(dtrace_hdl_t *dtp, const dt_node_t *dnp);
/* Make dnp an integer constant of the given type (folding). */
extern dt_node_t *dt_cook_make_const(dtrace_hdl_t *dtp, dt_node_t *dnp,
    uint64_t v, ctf_dict_t *fp, ctf_id_t type);
/* Cook an argument list in place; returns its (possibly new) head. */
extern dt_node_t *dt_cook_arglist(dtrace_hdl_t *dtp, dt_node_t *args);
/* D_PROTO_LEN unless n is within the function's argument counts. */
extern void dt_cook_check_nargs(const dt_node_t *dnp, const dt_ident_t *idp, int n);
/* D_PROTO_ARG unless arg (argument #argno of fn) is a scalar. */
extern void dt_cook_arg_scalar(dtrace_hdl_t *dtp, const dt_node_t *fn,
    const dt_node_t *arg, int argno, const char *want);
extern dt_node_t *dt_cook_func(dtrace_hdl_t *dtp, dt_node_t *dnp);	/* dt_cook_subr.c */
extern void dt_cook_action(dtrace_hdl_t *dtp, dt_node_t *fn);		/* dt_cook_act.c */
extern void dt_cook_aggregation(dtrace_hdl_t *dtp, dt_node_t *asgn);	/* dt_cook_agg.c */
/* printa(), clear(), trunc(), normalize(), denormalize() (dt_cook_agg.c). */
extern void dt_cook_aggact(dtrace_hdl_t *dtp, dt_node_t *fn);

/* dn_flags: a comparison whose operands compare as signed. */
#define DT_NF_SCMP	0x1000

/* Is the node an integer constant? */
#define DT_NODE_IS_CONST(n)	((n)->dn_kind == DT_NODE_INT)

/* A user variable's storage, in di_data of its identifier. */
typedef struct dt_vardesc {
	uint32_t dv_offset;	/* offset in the global variable map value */
	uint32_t dv_size;
} dt_vardesc_t;

#endif /* _DT_COOK_H */
