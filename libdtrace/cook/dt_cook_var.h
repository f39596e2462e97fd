/*
 * dt_cook_var.h: user variables, inlines, declarations and assignments
 * (dt_cook_var.c).  A variable's storage is described by the dt_vardesc_t
 * in di_data of its identifier; dt_cg_var.c emits the loads and stores.
 */
#ifndef _DT_COOK_VAR_H
#define _DT_COOK_VAR_H

#include "dt_cook_core.h"

typedef enum dt_varclass {
	DT_VAR_GLOBAL,		/* x: the global variable map */
	DT_VAR_LOCAL,		/* this->x: scratch memory, per probe firing */
	DT_VAR_TLS,		/* self->x: the dynamic variable map, per thread */
	DT_VAR_ARRAY		/* a[keys]: the dynamic variable map, per key */
} dt_varclass_t;

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
/* a[k...] of an inline with parameters (inline T a[int x] = ...;) as its
   expression with the parameters bound, uncooked; else dnp. */
extern dt_node_t *dt_cook_inline_expand(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* The same cooked, as a value of the inline's type; NULL if not one. */
extern dt_node_t *dt_cook_inline_index(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* Cook a top-level declaration (variables, inline). */
extern void dt_cook_decl(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* Assignment operators and ++ / --. */
extern dt_node_t *dt_cook_assign(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern int dt_cook_assignable(dtrace_hdl_t *dtp, const dt_node_t *lhs,
    const dt_node_t *rhs);
/* DTrace's "operands have incompatible types: "l" OP "r"" error. */
extern void dt_cook_incompat(const dt_node_t *dnp, const dt_node_t *l,
    const dt_node_t *r) __attribute__((noreturn));

#endif /* _DT_COOK_VAR_H */
