/*
 * dt_cook_core.h: what every part of the cook pass checks and builds with
 * (dt_cook_core.c): the kind of a node and of its type, integer constants
 * and their folding, casts that change bits, the decay of an array into a
 * pointer, argument lists, the substitution of an expression for an
 * identifier, DTrace's prototype messages, and the node flags the pass sets.
 *
 * The parts of the pass include this header and the headers of the parts
 * below them, never dt_cook.h (the walker's, which calls them all): a part
 * cooks an operand with dt_cook_expr(), which reaches the walker through
 * the handle (dtp->dt_cook_node, set by dtrace_open()).
 */
#ifndef _DT_COOK_CORE_H
#define _DT_COOK_CORE_H

#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"

/* Cook an expression; returns the node that replaces it (constant folding). */
extern dt_node_t *dt_cook_expr(dtrace_hdl_t *dtp, dt_node_t *dnp);

extern void dt_cook_notsup(const dt_node_t *dnp, const char *what)
    __attribute__((noreturn));
extern int dt_node_is_integer(const dt_node_t *dnp);
extern int dt_node_is_string(dtrace_hdl_t *dtp, const dt_node_t *dnp);
extern int dt_node_is_pointer(const dt_node_t *dnp);
extern int dt_node_is_scalar(dtrace_hdl_t *dtp, const dt_node_t *dnp);
extern int dt_node_is_float(const dt_node_t *dnp);
/* A string, a char or void pointer or array, or the integer 0 (NULL). */
extern int dt_node_is_strcompat(dtrace_hdl_t *dtp, const dt_node_t *dnp);
extern size_t dt_node_size(dtrace_hdl_t *dtp, const dt_node_t *dnp);
/* Does a cast of src's value to dst's type change its bits? */
extern int dt_cook_cast_changes(dtrace_hdl_t *dtp, const dt_node_t *src,
    const dt_node_t *dst);
/* Make dnp an integer constant of the given type: v as it is (an operator
   folded in 64 bits), or v converted to the type. */
extern dt_node_t *dt_cook_fold_const(dt_node_t *dnp, uint64_t v, ctf_dict_t *fp,
    ctf_id_t type);
extern dt_node_t *dt_cook_make_const(dtrace_hdl_t *dtp, dt_node_t *dnp,
    uint64_t v, ctf_dict_t *fp, ctf_id_t type);
/* An array value as a pointer to its first element (C's decay). */
extern dt_node_t *dt_cook_decay(dtrace_hdl_t *dtp, dt_node_t *e);
/* Cook an argument list in place; returns its (possibly new) head. */
extern dt_node_t *dt_cook_arglist(dtrace_hdl_t *dtp, dt_node_t *args);
/* D_PROTO_LEN unless n is within the function's argument counts. */
extern void dt_cook_check_nargs(const dt_node_t *dnp, const dt_ident_t *idp, int n);
/* DTrace's "name( ) argument #argno is incompatible with prototype" error,
   with the prototype's and the argument's types. */
extern void dt_cook_proto_mismatch(const dt_node_t *dnp, dt_errtag_t tag,
    const char *name, int argno, const char *want, const char *have)
    __attribute__((noreturn));
/* D_PROTO_ARG unless arg (argument #argno of fn) is a scalar. */
extern void dt_cook_arg_scalar(dtrace_hdl_t *dtp, const dt_node_t *fn,
    const dt_node_t *arg, int argno, const char *want);
/*
 * stack(), ustack(), jstack(), sym(), usym() ...: is fn one of them
 * (whatever its context); the size of the record it makes; an aggregation
 * key's record (0 if key is not one of them).
 */
extern int dt_node_is_symfunc(const dt_node_t *fn);
extern uint32_t dt_symfunc_size(const dt_node_t *fn);
extern int dt_cook_symkey(const dt_node_t *key, dt_recdesc_t *rdp);
/* Is an uncooked node xlate<T>(e)? */
extern int dt_xlate_is(const dt_node_t *dnp);
/* Replace every reference to the identifier name in dnp's tree by a copy
   of e (a translator's parameter, an inline's). */
extern dt_node_t *dt_xlate_subst(dt_node_t *dnp, const char *name,
    const dt_node_t *e);

/* Is the node an integer constant? */
#define DT_NODE_IS_CONST(n)	((n)->dn_kind == DT_NODE_INT)

/* dn_flags: a comparison whose operands compare as signed. */
#define DT_NF_SCMP	0x1000

/*
 * alloca() memory (dt_cook_alloca.c): which values point into it and which
 * lvalues lie in it (those may be written), set on every cooked node.
 */
#define DT_NF_ALLOCA	0x2000	/* the value points into alloca() memory */
#define DT_NF_ALLOCAMEM	0x4000	/* the lvalue lies in alloca() memory */
#define DT_NF_ALLOCAMIX	0x8000	/* ?: of an alloca and a non-alloca pointer */

/* Keys of an array or an aggregation (dt_cook_var.c, dt_cook_agg.c):
   DTrace's 8 tuple registers refuse a tenth. */
#define DT_VAR_MAXKEYS	9

#endif /* _DT_COOK_CORE_H */
