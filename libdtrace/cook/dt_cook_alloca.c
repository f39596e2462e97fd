/*
 * dt_cook_alloca.c: which pointers point into alloca() memory.
 *
 * D programs may write memory in one place only: the scratch space that
 * alloca() and copyin() hand out, valid until the end of the clause.  Like
 * DTrace, the compiler knows statically which pointers point there: every
 * cooked node passes through dt_cook_alloca(), which sets
 *
 *	DT_NF_ALLOCA	on values that are such pointers: alloca() and copyin()
 *			calls, casts of them to pointer types, pointer
 *			arithmetic on them, &lvalue of alloca memory, arrays and
 *			structs in it (their value is their address), and
 *			variables that were assigned such pointers;
 *	DT_NF_ALLOCAMEM	(and DT_NF_WRITABLE) on lvalues that lie in it: *p,
 *			p->m, p[i] for an alloca pointer p, and their members;
 *	DT_NF_ALLOCAMIX	on a ?: that yields an alloca pointer on one branch
 *			and another pointer on the other.
 *
 * A variable holds one kind of pointer for the whole program: once it has
 * been assigned an alloca pointer it may not be assigned another pointer,
 * nor the other way round (NULL goes with both), as in DTrace.  The code
 * generator checks every access through an alloca pointer at run time
 * (dt_cg_mem.c): the pointer is only a number until then.
 *
 * The subroutines that use alloca memory are checked here too: a constant
 * alloca()/copyin() size must fit the scratchsize option, and the
 * destination of bcopy() and copyinto() must be an alloca pointer.
 */
#include <stdio.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook_alloca.h"

#define DT_NF_ALLOCA_ALL	(DT_NF_ALLOCA | DT_NF_ALLOCAMEM | DT_NF_ALLOCAMIX)

static int
dt_is_alloca(const dt_node_t *dnp)
{
	return (dnp->dn_flags & DT_NF_ALLOCA) != 0;
}

/* NULL and 0 go with either kind of pointer. */
static int
dt_is_null(const dt_node_t *dnp)
{
	return DT_NODE_IS_CONST(dnp) && dnp->dn_value == 0;
}

static int
dt_is_uservar(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_VAR &&
	    !(dnp->dn_ident->di_flags & DT_IDFLG_BUILTIN);
}

/* alloca(n) and copyin(a, n): a constant n must fit in scratch memory. */
static void
dt_cook_alloca_size(dtrace_hdl_t *dtp, const dt_node_t *fn, const dt_node_t *size)
{
	int64_t avail = (dt_opt(dtp, DTRACEOPT_SCRATCHSIZE) + 7) & ~7;

	if (avail < 0)
		avail = 0;
	if (avail > 1 << 24)
		avail = 1 << 24;	/* dt_cg_mem.c's limit */
	if (DT_NODE_IS_CONST(size) && size->dn_value > (uint64_t)avail)
		dnerror(fn, D_ALLOCA_SIZE, "alloca(%lu) size larger than scratchsize "
		    "%lu", (unsigned long)size->dn_value, (unsigned long)avail);
}

/* bcopy()'s and copyinto()'s destination must be alloca memory. */
static void
dt_cook_alloca_dst(const dt_node_t *fn, const dt_node_t *dst, int argno)
{
	if (!dt_is_alloca(dst))
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, fn->dn_ident->di_name,
		    argno, "alloca pointer", "non-alloca pointer");
}

static void
dt_cook_alloca_func(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t *a = fn->dn_args;

	switch (fn->dn_ident->di_id) {
	case DT_SUB_ALLOCA:
		dt_cook_alloca_size(dtp, fn, a);
		fn->dn_flags |= DT_NF_ALLOCA;
		break;
	case DT_SUB_COPYIN:
		dt_cook_alloca_size(dtp, fn, a->dn_list);
		fn->dn_flags |= DT_NF_ALLOCA;
		break;
	case DT_SUB_BCOPY:
		dt_cook_alloca_dst(fn, a->dn_list, 2);
		break;
	case DT_SUB_COPYINTO:
		dt_cook_alloca_dst(fn, a->dn_list->dn_list, 3);
		break;
	default:
		break;
	}
}

/*
 * var = value: a variable keeps to one kind of pointer.  rhs is what is
 * assigned.
 */
static void
dt_cook_alloca_var(const dt_node_t *asgn, dt_node_t *var, const dt_node_t *rhs)
{
	dt_ident_t *idp = var->dn_ident;
	int want;

	if (rhs->dn_flags & DT_NF_ALLOCAMIX)
		dnerror(asgn, D_ALLOCA_INCOMPAT, "ternary conditional with alloca "
		    "and non-alloca branches cannot be assigned to a variable");
	if (dt_is_alloca(rhs))
		want = DT_IDFLG_ALLOCA;
	else if (dt_node_is_pointer(rhs) && !dt_is_null(rhs))
		want = DT_IDFLG_NONALLOCA;
	else
		return;
	if (idp->di_flags & (DT_IDFLG_ALLOCA | DT_IDFLG_NONALLOCA) & ~want)
		dnerror(asgn, D_ALLOCA_INCOMPAT, "%s: cannot reuse the same "
		    "identifier for both alloca and non-alloca allocations",
		    idp->di_name);
	idp->di_flags |= want;
	if (want == DT_IDFLG_ALLOCA)
		var->dn_flags |= DT_NF_ALLOCA;
}

/* Assignment operators and ++/--: the value is the lvalue's new value. */
static void
dt_cook_alloca_assign(dt_node_t *dnp)
{
	int unary = dnp->dn_kind == DT_NODE_OP1;
	dt_node_t *lhs = unary ? dnp->dn_child : dnp->dn_left;

	if (!unary && dnp->dn_op == DT_OP_ASGN) {
		if (dt_is_uservar(lhs))
			dt_cook_alloca_var(dnp, lhs, dnp->dn_right);
		dnp->dn_flags |= dnp->dn_right->dn_flags & DT_NF_ALLOCA;
		return;
	}
	dnp->dn_flags |= lhs->dn_flags & DT_NF_ALLOCA;
}

/* p + i, i + p, p - i keep p's kind; p - q must not mix kinds. */
static void
dt_cook_alloca_arith(dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	char lt[128], rt[128];

	if (dt_node_is_pointer(l) && dt_node_is_pointer(r)) {
		if (dt_is_alloca(l) != dt_is_alloca(r))
			dnerror(dnp, D_OP_INCOMPAT, "adding or subtracting pointers "
			    "to alloca and non-alloca space is meaningless: \"%s\" "
			    "%s \"%s\"", dt_type_name(l->dn_ctfp, l->dn_type, lt,
			    sizeof(lt)), dt_op_name(dnp->dn_op), dt_type_name(r->dn_ctfp,
			    r->dn_type, rt, sizeof(rt)));
		return;
	}
	if (dt_node_is_pointer(dnp))
		dnp->dn_flags |= (l->dn_flags | r->dn_flags) & DT_NF_ALLOCA;
}

/* c ? a : b */
static void
dt_cook_alloca_ternary(dt_node_t *dnp)
{
	const dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;

	if (!dt_is_alloca(l) && !dt_is_alloca(r))
		return;
	if ((dt_is_alloca(l) || dt_is_null(l)) && (dt_is_alloca(r) || dt_is_null(r)))
		dnp->dn_flags |= DT_NF_ALLOCA;
	else
		dnp->dn_flags |= DT_NF_ALLOCAMIX;
}

/*
 * *p, p->m, p[i], s.m: the lvalue lies in alloca memory if what it is
 * reached through does.  Such an lvalue may be written; if it is an array
 * or a struct, its value (its address) is an alloca pointer.
 */
static void
dt_cook_alloca_lvalue(dt_node_t *dnp, const dt_node_t *via)
{
	int in = dnp->dn_op == DT_OP_DOT ? (via->dn_flags & DT_NF_ALLOCAMEM) != 0 :
	    dt_is_alloca(via);

	if (!in)
		return;
	dnp->dn_flags |= DT_NF_ALLOCAMEM | DT_NF_WRITABLE;
	if (dnp->dn_flags & DT_NF_REF)
		dnp->dn_flags |= DT_NF_ALLOCA;
}

static void
dt_cook_alloca_op(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	switch (dnp->dn_op) {
	case DT_OP_ASGN: case DT_OP_ADD_EQ: case DT_OP_SUB_EQ: case DT_OP_MUL_EQ:
	case DT_OP_DIV_EQ: case DT_OP_MOD_EQ: case DT_OP_AND_EQ: case DT_OP_XOR_EQ:
	case DT_OP_OR_EQ: case DT_OP_LSH_EQ: case DT_OP_RSH_EQ:
	case DT_OP_PREINC: case DT_OP_PREDEC: case DT_OP_POSTINC: case DT_OP_POSTDEC:
		dt_cook_alloca_assign(dnp);
		break;
	case DT_OP_ADD:
	case DT_OP_SUB:
		dt_cook_alloca_arith(dnp);
		break;
	case DT_OP_CAST:
		if (dt_node_is_pointer(dnp))
			dnp->dn_flags |= dnp->dn_right->dn_flags & DT_NF_ALLOCA;
		break;
	case DT_OP_COMMA:
		dnp->dn_flags |= dnp->dn_right->dn_flags & DT_NF_ALLOCA_ALL;
		break;
	case DT_OP_DEREF:
		dt_cook_alloca_lvalue(dnp, dnp->dn_child);
		break;
	case DT_OP_PTR:
	case DT_OP_DOT:
	case DT_OP_INDEX:
		dt_cook_alloca_lvalue(dnp, dnp->dn_left);
		break;
	case DT_OP_ADDROF:
		if (dnp->dn_child->dn_flags & DT_NF_ALLOCAMEM)
			dnp->dn_flags |= DT_NF_ALLOCA;
		break;
	default:
		break;
	}
}

dt_node_t *
dt_cook_alloca(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	switch (dnp->dn_kind) {
	case DT_NODE_FUNC:
		if (dnp->dn_ident != NULL)
			dt_cook_alloca_func(dtp, dnp);
		break;
	case DT_NODE_VAR:
		if (dt_is_uservar(dnp) && (dnp->dn_ident->di_flags & DT_IDFLG_ALLOCA))
			dnp->dn_flags |= DT_NF_ALLOCA;
		break;
	case DT_NODE_OP1:
	case DT_NODE_OP2:
		dt_cook_alloca_op(dtp, dnp);
		break;
	case DT_NODE_OP3:
		dt_cook_alloca_ternary(dnp);
		break;
	default:
		break;
	}
	return dnp;
}
