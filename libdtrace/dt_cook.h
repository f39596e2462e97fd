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
