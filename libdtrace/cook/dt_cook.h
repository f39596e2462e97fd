/*
 * dt_cook.h: the semantic pass ("cooking") of the D compiler.
 *
 * Cooking resolves identifiers, gives every expression node its D type,
 * applies C's promotions, folds constant expressions, checks that actions
 * and subroutines get the arguments they take, and turns aggregation
 * assignments into aggregation descriptions.  Errors are compile errors with
 * DTrace's tags and messages.
 *
 * The pass is split by concern, a header for each part; a part calls only
 * the parts below it, and all stand on dt_cook_core.c:
 *
 *	dt_cook.c	the expression walker, statements, clauses
 *	dt_cook_subr.c	subroutine calls
 *	dt_cook_act.c	actions (dt_cook_printf.c: printf() formats)
 *	dt_cook_agg.c	aggregations and the actions on them
 *	dt_cook_ptr.c	. -> * & [ ] on memory, pointer arithmetic
 *	dt_cook_args.c	args[N]
 *	dt_xlate.c	translators
 *	dt_cook_var.c	variables, inlines, declarations, assignments
 *	dt_cook_ksym.c	`symbol;  dt_cook_uregs.c: uregs[];
 *	dt_cook_alloca.c  pointers into alloca() memory
 *	dt_cook_core.c	node and type kinds, constants, argument lists ...
 *
 * A part cooks an operand with dt_cook_expr() (dt_cook_core.c), which
 * hands it to the walker the handle was opened with: dt_cook_walk(),
 * which dtrace_open() puts in dtp->dt_cook_node.  This header is for the
 * layers above (code generator, consumer, driver) and for dt_cook.c: it
 * includes every part's header.  No part includes it.
 */
#ifndef _DT_COOK_H
#define _DT_COOK_H

#include "dt_cook_core.h"
#include "dt_cook_subr.h"
#include "dt_cook_act.h"
#include "dt_cook_agg.h"
#include "dt_cook_ptr.h"
#include "dt_cook_args.h"
#include "dt_xlate.h"
#include "dt_cook_var.h"
#include "dt_cook_ksym.h"
#include "dt_cook_uregs.h"
#include "dt_cook_alloca.h"

/* Cook one clause: predicate and statements (probe matching is separate). */
extern void dt_cook_clause(dtrace_hdl_t *dtp, dt_node_t *clause);
/* The walker: cook an expression; returns the node that replaces it. */
extern dt_node_t *dt_cook_walk(dtrace_hdl_t *dtp, dt_node_t *dnp);

#endif /* _DT_COOK_H */
