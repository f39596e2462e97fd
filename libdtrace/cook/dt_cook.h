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
#include "dt_parser.h"
#include "dt_ident.h"

/* Cook one clause: predicate and statements (probe matching is separate). */
extern void dt_cook_clause(dtrace_hdl_t *dtp, dt_node_t *clause);
/* Cook an expression; returns the node that replaces it (constant folding).
   dt_cook_core.c hands it to dt_cook.c's walker, dt_cook_node(), which
   dtrace_open() puts in the handle (dt_cook_node). */
extern dt_node_t *dt_cook_expr(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_cook_node(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* Cook a top-level declaration (variables, inline). */
extern void dt_cook_decl(dtrace_hdl_t *dtp, dt_node_t *dnp);

/*
 * Shared by the parts of the cook pass (dt_cook_core.c): dt_cook.c
 * (expressions, statements, clauses), dt_cook_subr.c (subroutine calls),
 * dt_cook_act.c (actions), dt_cook_agg.c (aggregations) ...
 */
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
/* Cook an argument list in place; returns its (possibly new) head. */
extern dt_node_t *dt_cook_arglist(dtrace_hdl_t *dtp, dt_node_t *args);
/* D_PROTO_LEN unless n is within the function's argument counts. */
extern void dt_cook_check_nargs(const dt_node_t *dnp, const dt_ident_t *idp, int n);
/* DTrace's "name( ) argument #argno is incompatible with prototype" error,
   with the prototype's and the argument's types. */
extern void dt_cook_proto_mismatch(const dt_node_t *dnp, dt_errtag_t tag,
    const char *name, int argno, const char *want, const char *have)
    __attribute__((noreturn));
/* DTrace's "operands have incompatible types: "l" OP "r"" error. */
extern void dt_cook_incompat(const dt_node_t *dnp, const dt_node_t *l,
    const dt_node_t *r) __attribute__((noreturn));
/* D_PROTO_ARG unless arg (argument #argno of fn) is a scalar. */
extern void dt_cook_arg_scalar(dtrace_hdl_t *dtp, const dt_node_t *fn,
    const dt_node_t *arg, int argno, const char *want);
extern dt_node_t *dt_cook_func(dtrace_hdl_t *dtp, dt_node_t *dnp);	/* dt_cook_subr.c */
/* `symbol or a kernel enumerator, else NULL (dt_cook_ksym.c) */
extern dt_node_t *dt_cook_ksym(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern void dt_cook_action(dtrace_hdl_t *dtp, dt_node_t *fn);		/* dt_cook_act.c */
extern void dt_cook_actval_check(const dt_node_t *dnp);		/* dt_cook_subr.c */
extern void dt_cook_aggref(dtrace_hdl_t *dtp, dt_node_t *agg);		/* dt_cook_agg.c */
/* dt_cook_arglist(), but an aggregation is left for the caller to refuse
   (dt_cook_agg.c). */
extern dt_node_t *dt_cook_arglist_dyn(dtrace_hdl_t *dtp, dt_node_t *args);
extern void dt_cook_aggregation(dtrace_hdl_t *dtp, dt_node_t *asgn);	/* dt_cook_agg.c */
/*
 * The 64-bit values an aggregation of func keeps per key, given its
 * parameters: the layout the code generator fills and the consumer reads
 * (lquantize: levels + 2 buckets; llquantize: its bins).
 */
extern uint32_t dt_aggregate_nvals(dt_func_t func, const int64_t *params);
extern int dt_lquant_levels(const int64_t *params);
extern int dt_llquant_nbins(const int64_t *params);
/* printa(), clear(), trunc(), normalize(), denormalize() (dt_cook_agg.c). */
extern void dt_cook_aggact(dtrace_hdl_t *dtp, dt_node_t *fn);
/* @a alone as a statement, and @a used as a value (dt_cook_agg.c). */
extern void dt_cook_aggstmt(dtrace_hdl_t *dtp, dt_node_t *agg)
    __attribute__((noreturn));
extern void dt_cook_aggvalue(dtrace_hdl_t *dtp, dt_node_t *agg)
    __attribute__((noreturn));
/*
 * stack(), ustack(), jstack(), sym(), usym() ... (dt_cook_act.c): is fn one
 * of them; cook one where a value is wanted (0 if idp is another action);
 * the size of the record it makes; an aggregation key's record (0 if key is
 * not one of them).
 */
extern int dt_node_is_symfunc(const dt_node_t *fn);
extern int dt_cook_symfunc(dtrace_hdl_t *dtp, dt_node_t *fn, dt_ident_t *idp);
extern uint32_t dt_symfunc_size(const dt_node_t *fn);
extern int dt_cook_symkey(const dt_node_t *key, dt_recdesc_t *rdp);
/* uregs[index] (dt_cook_uregs.c). */
extern dt_node_t *dt_cook_uregs(dtrace_hdl_t *dtp, dt_node_t *dnp);

/* Largest tracemem() size. */
#define DT_TRACEMEM_MAX	65536

/* dn_flags: a comparison whose operands compare as signed. */
#define DT_NF_SCMP	0x1000

/*
 * alloca() memory (dt_cook_alloca.c): which values point into it and which
 * lvalues lie in it (those may be written), set on every cooked node.
 */
#define DT_NF_ALLOCA	0x2000	/* the value points into alloca() memory */
#define DT_NF_ALLOCAMEM	0x4000	/* the lvalue lies in alloca() memory */
#define DT_NF_ALLOCAMIX	0x8000	/* ?: of an alloca and a non-alloca pointer */
extern dt_node_t *dt_cook_alloca(dtrace_hdl_t *dtp, dt_node_t *dnp);

/* Is the node an integer constant? */
#define DT_NODE_IS_CONST(n)	((n)->dn_kind == DT_NODE_INT)

/*
 * User variables (dt_cook_var.c).  A variable's storage is described by the
 * dt_vardesc_t in di_data of its identifier; dt_cg_var.c emits the loads and
 * stores.
 */
typedef enum dt_varclass {
	DT_VAR_GLOBAL,		/* x: the global variable map */
	DT_VAR_LOCAL,		/* this->x: scratch memory, per probe firing */
	DT_VAR_TLS,		/* self->x: the dynamic variable map, per thread */
	DT_VAR_ARRAY		/* a[keys]: the dynamic variable map, per key */
} dt_varclass_t;

#define DT_VAR_MAXKEYS	9	/* keys of an array or an aggregation: DTrace's
				   8 tuple registers refuse a tenth */

typedef struct dt_vardesc {
	dt_varclass_t dv_class;
	uint32_t dv_id;		/* dynamic variables: id in the map key */
	uint32_t dv_offset;	/* global: in the gvars value; local: in the
				   locals region of scratch memory */
	uint32_t dv_size;	/* bytes of value (scalars: 8) */
	dt_recdesc_t *dv_keys;	/* array: key tuple layout (offsets from the
				   tuple's start; integers 8 bytes, strings
				   strsize) */
	struct dtrace_typeinfo *dv_ktypes;	/* array: the keys' types */
	uint32_t dv_nkeys;
	uint32_t dv_keysize;	/* array: bytes of key tuple */
	int dv_tls;		/* array: keyed by thread too (self->a[k]) */
} dt_vardesc_t;

/* Free a variable's description (NULL is fine). */
extern void dt_vardesc_free(dt_vardesc_t *vd);
/* Is a value of this type handled by reference (string, struct, array)? */
extern int dt_var_is_ref(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type);
/* x, self->x / this->x (the -> node), a[keys] (the [ ] node): rhs is the
   value assigned (which may create the variable), NULL for a read. */
extern dt_node_t *dt_cook_var_ident(dtrace_hdl_t *dtp, dt_node_t *dnp,
    const dt_node_t *rhs);
extern dt_node_t *dt_cook_var_member(dtrace_hdl_t *dtp, dt_node_t *dnp,
    const dt_node_t *rhs);
extern dt_node_t *dt_cook_var_index(dtrace_hdl_t *dtp, dt_node_t *dnp,
    const dt_node_t *rhs);
extern int dt_cook_var_is_assoc(dtrace_hdl_t *dtp, const dt_node_t *dnp);
/* Does lhs = rhs delete a dynamic variable (rhs the constant 0)? */
extern int dt_cook_is_delete(const dt_node_t *lhs, const dt_node_t *rhs);
/* A reference to an inline or a constant: its value. */
extern dt_node_t *dt_cook_inline(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_ident_t *idp);
/* Operators on memory (dt_cook_ptr.c): . and ->, * and &, a[i] on arrays
   and pointers, pointer arithmetic, offsetof, stringof. */
extern dt_node_t *dt_cook_member(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_cook_ptrop1(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_cook_subscript(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* An array value as a pointer to its first element (C's decay). */
extern dt_node_t *dt_cook_decay(dtrace_hdl_t *dtp, dt_node_t *e);
extern dt_node_t *dt_cook_ptrarith(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern int dt_cook_ptr_compat(dtrace_hdl_t *dtp, const dt_node_t *l,
    const dt_node_t *r);
extern dt_node_t *dt_cook_offsetof(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_cook_stringof(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* args[N] (dt_cook_args.c). */
extern dt_node_t *dt_cook_args(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* Replace every reference to the identifier name in dnp's tree by a copy
   of e (dt_xlate.c: a translator's parameter, an inline's). */
extern dt_node_t *dt_xlate_subst(dt_node_t *dnp, const char *name,
    const dt_node_t *e);
/* a[k...] of an inline with parameters (inline T a[int x] = ...;) as its
   expression with the parameters bound, uncooked; else dnp. */
extern dt_node_t *dt_cook_inline_expand(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* The same cooked, as a value of the inline's type; NULL if not one. */
extern dt_node_t *dt_cook_inline_index(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* args[N] of a translated type as the uncooked xlate<T>(argM); else dnp. */
extern dt_node_t *dt_cook_args_expand(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* args[N] of a translated type as the uncooked xlate<T>(argM) (or
   copyinstr(argM) for a string); else NULL. */
extern dt_node_t *dt_cook_args_xlate(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* Assignment operators and ++ / --. */
extern dt_node_t *dt_cook_assign(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern int dt_cook_assignable(dtrace_hdl_t *dtp, const dt_node_t *lhs,
    const dt_node_t *rhs);

/*
 * Translators (dt_xlate.c): a translator declaration; whether an uncooked
 * node is xlate<T>(e); what an inline or args[N] that stands for one
 * (curpsinfo, args[0] of proc:::create) expands to, else the node itself;
 * a member of a translated value (NULL if dnp's left is not one); a
 * translated value as a whole.
 */
extern void dt_xlate_declare(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern int dt_xlate_is(const dt_node_t *dnp);
extern dt_node_t *dt_xlate_source(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_xlate_member(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_xlate_value(dtrace_hdl_t *dtp, dt_node_t *dnp, int deref);
/* Whether a translator to (ofp, out) or what it points to takes e's type. */
extern int dt_xlate_defined(dtrace_hdl_t *dtp, ctf_dict_t *ofp, ctf_id_t out,
    const dt_node_t *e);

#endif /* _DT_COOK_H */
