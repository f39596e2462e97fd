/*
 * dt_cg_ptr.c: code for the operators on memory: member access (. and ->),
 * dereference (*), address-of (&), array subscripts, pointer arithmetic
 * and stringof.
 *
 * An lvalue (s.m, p->m, *p, a[i], a variable) designates bytes; its
 * address is computed by dt_cg_addr(), which also says where the bytes
 * are:
 *
 *	inside D's own memory	a variable's storage (a map value) or scratch
 *				memory: the verifier knows the bounds, so the
 *				bytes are read and written directly; an array
 *				subscript is checked against the array's size
 *				first (out of range: an invalid address fault)
 *	alloca() memory		reached through a pointer the cook pass knows
 *				points there (DT_NF_ALLOCAMEM, dt_cook_alloca.c):
 *				the access is checked at run time to lie in
 *				what this clause allocated, then the address is
 *				rebuilt from r9 so that the bytes are read and
 *				written directly (dt_cg_alloca_check())
 *	outside ("external")	anywhere else a pointer value points: the
 *				kernel, or user space for DT_NF_USERLAND
 *				pointers.  The bytes are copied with
 *				bpf_probe_read_kernel() (or _user) into a stack
 *				slot; a failed copy is an invalid address fault,
 *				as in DTrace
 *
 * D stores through pointers only into alloca() memory: other lvalues
 * reached through a pointer are not writable (the cook pass checks), so
 * every store is direct.  Scalars are
 * loaded at their size and extended to 64 bits from their type; a
 * bit-field is loaded from the bytes that hold it, shifted and masked.  An
 * lvalue of a by-reference type (struct, union, array, string) is not
 * loaded at all: its value is its address.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"
#include "dt_cg.h"

/* The bit-field's width (0 if dnp is not a bit-field member). */
static uint32_t
dt_cg_bitwidth(const dt_node_t *dnp)
{
	ctf_encoding_t e;

	if (!(dnp->dn_flags & DT_NF_BITFIELD) ||
	    ctf_type_encoding(dnp->dn_ctfp, dt_type_resolve(dnp->dn_ctfp, dnp->dn_type),
	    &e) != 0)
		return 0;
	return e.cte_bits;
}

/* Bytes to load for a bit-field starting `shift` bits into its first byte. */
static uint32_t
dt_cg_bitbytes(uint32_t shift, uint32_t width)
{
	uint32_t n = (shift + width + 7) / 8;

	return n <= 1 ? 1 : n <= 2 ? 2 : n <= 4 ? 4 : 8;
}

/* Does an lvalue of this node lie in user space? */
static int
dt_cg_userland(const dt_node_t *dnp)
{
	return (dnp->dn_flags & DT_NF_USERLAND) != 0;
}

/* ---- addresses ---- */

/* Where the bytes of an lvalue are (see above). */
enum { DT_CG_OURS = 0, DT_CG_EXT = 1, DT_CG_ALLOCA = 2 };

/* Where the bytes an lvalue reaches through a pointer are. */
static int
dt_cg_via_ptr(const dt_node_t *dnp)
{
	return (dnp->dn_flags & DT_NF_ALLOCAMEM) ? DT_CG_ALLOCA : DT_CG_EXT;
}

static int dt_cg_addr(dt_cg_t *cg, dt_node_t *dnp, int *extp, int create);

/* base + i * size, with i checked against nelems when base is ours. */
static void
dt_cg_index(dt_cg_t *cg, dt_node_t *dnp, int base, int idx, int ext,
    uint32_t nelems)
{
	size_t size = dt_cg_size(cg, dnp);
	uint32_t ok = dt_irlist_label(cg->dlp);

	if (!ext) {
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLT, idx, (int32_t)nelems, 0), ok);
		dt_cg_fault(cg, DTRACEFLT_BADADDR, idx);
		dt_irlist_place(cg->dlp, ok);
	}
	if (size != 1)
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_MUL, idx, (int32_t)size));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, base, idx));
}

/* a[i] on an array (ours or external) or a pointer (external). */
static int
dt_cg_addr_subscript(dt_cg_t *cg, dt_node_t *dnp, int *extp, int create)
{
	dt_node_t *l = dnp->dn_left, *i = dnp->dn_right;
	ctf_id_t t = dt_type_resolve(l->dn_ctfp, l->dn_type);
	ctf_arinfo_t ar = { 0 };
	int base, idx, slot;

	if (ctf_type_kind(l->dn_ctfp, t) == CTF_K_ARRAY) {
		ctf_array_info(l->dn_ctfp, t, &ar);
		base = dt_cg_addr(cg, l, extp, create);
	} else {
		base = dt_cg_expr(cg, l);
		*extp = dt_cg_via_ptr(dnp);
	}
	slot = dt_cg_slot_alloc(cg, dnp);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, base, slot));
	dt_cg_reg_free(cg, base);
	idx = dt_cg_expr(cg, i);
	base = dt_cg_reg_alloc(cg, dnp);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, base, BPF_REG_FP, slot));
	dt_cg_slot_free(cg);
	dt_cg_index(cg, dnp, base, idx, *extp, ar.ctr_nelems);
	dt_cg_reg_free(cg, idx);
	return base;
}

/*
 * The address of the bytes dnp designates in a new register, and in *extp
 * where they are (DT_CG_OURS ...).  With create, a dynamic
 * variable at the root is created (for a store).
 */
static int
dt_cg_addr(dt_cg_t *cg, dt_node_t *dnp, int *extp, int create)
{
	int r;

	*extp = 0;
	switch (dnp->dn_kind == DT_NODE_OP1 || dnp->dn_kind == DT_NODE_OP2 ?
	    dnp->dn_op : DT_OP_NONE) {
	case DT_OP_DOT:
		r = dt_cg_addr(cg, dnp->dn_left, extp, create);
		if (dnp->dn_value / 8 != 0)
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, r, (int32_t)(dnp->dn_value / 8)));
		return r;
	case DT_OP_PTR:
		r = dt_cg_expr(cg, dnp->dn_left);
		if (dnp->dn_value / 8 != 0)
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, r, (int32_t)(dnp->dn_value / 8)));
		*extp = dt_cg_via_ptr(dnp);
		return r;
	case DT_OP_DEREF:
		if (dnp->dn_child->dn_flags & DT_NF_REF)
			return dt_cg_addr(cg, dnp->dn_child, extp, create);
		*extp = dt_cg_via_ptr(dnp);
		return dt_cg_expr(cg, dnp->dn_child);
	case DT_OP_INDEX:
		return dt_cg_addr_subscript(cg, dnp, extp, create);
	default:
		break;
	}
	if (dnp->dn_kind == DT_NODE_VAR && !(dnp->dn_ident->di_flags & DT_IDFLG_BUILTIN))
		return dt_cg_var_addr(cg, dnp, create);
	/* Any other value by reference (a string, a call): its address. */
	return dt_cg_expr(cg, dnp);
}

/* ---- loads ---- */

/*
 * Copy `size` bytes from the address in src (user space for a userland
 * node) to where r1 points, or fault with that address.
 */
void
dt_cg_read_mem(dt_cg_t *cg, const dt_node_t *dnp, int src, uint32_t size)
{
	uint32_t ok = dt_irlist_label(cg->dlp);

	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, src));
	dt_cg_call(cg, dt_cg_userland(dnp) ? BPF_FUNC_probe_read_user :
	    BPF_FUNC_probe_read_kernel);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, src);
	dt_irlist_place(cg->dlp, ok);
}

/* Copy `size` bytes at the external address in reg into stack slot `slot`. */
static void
dt_cg_read_ext(dt_cg_t *cg, const dt_node_t *dnp, int reg, int slot, uint32_t size)
{
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
	dt_cg_read_mem(cg, dnp, reg, size);
}

/* reg = the `size` bytes at the address in reg (wherever they are). */
static void
dt_cg_load_bytes(dt_cg_t *cg, const dt_node_t *dnp, int reg, int ext, uint32_t size)
{
	int slot;

	if (ext == DT_CG_ALLOCA)
		dt_cg_alloca_check(cg, reg, -1, size, 1);
	if (ext != DT_CG_EXT) {
		dt_cg_emit(cg, BPF_LDX_MEM(dt_bpf_size(size), reg, reg, 0));
		return;
	}
	slot = dt_cg_slot_alloc(cg, dnp);
	dt_cg_read_ext(cg, dnp, reg, slot, size);
	dt_cg_emit(cg, BPF_LDX_MEM(dt_bpf_size(size), reg, BPF_REG_FP, slot));
	dt_cg_slot_free(cg);
}

/* Shift and mask a loaded bit-field into its value, sign-extending it. */
static void
dt_cg_bitfield(dt_cg_t *cg, const dt_node_t *dnp, int reg, uint32_t shift,
    uint32_t width)
{
	if (dnp->dn_flags & DT_NF_SIGNED) {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, reg, (int32_t)(64 - shift - width)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ARSH, reg, (int32_t)(64 - width)));
		return;
	}
	if (shift > 0)
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, reg, (int32_t)shift));
	if (width < 32) {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, reg, (int32_t)((1U << width) - 1)));
	} else if (width < 64) {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, reg, (int32_t)(64 - width)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, reg, (int32_t)(64 - width)));
	}
}

/*
 * The value of an lvalue made by . -> * or [ ]: loaded if it is a scalar,
 * its address if it is by reference.
 */
int
dt_cg_ptr_load(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t width = dt_cg_bitwidth(dnp);
	int ext, reg = dt_cg_addr(cg, dnp, &ext, 0);

	if (dnp->dn_flags & DT_NF_REF) {
		if (ext == DT_CG_ALLOCA)
			dt_cg_alloca_check(cg, reg, -1, (uint32_t)dt_cg_size(cg, dnp), 0);
		return reg;
	}
	if (width > 0) {
		uint32_t shift = (uint32_t)(dnp->dn_value % 8);

		dt_cg_load_bytes(cg, dnp, reg, ext, dt_cg_bitbytes(shift, width));
		dt_cg_bitfield(cg, dnp, reg, shift, width);
		return reg;
	}
	dt_cg_load_bytes(cg, dnp, reg, ext, (uint32_t)dt_cg_size(cg, dnp));
	dt_cg_normalize(cg, reg, dnp);
	return reg;
}

/* &x */
int
dt_cg_ptr_addrof(dt_cg_t *cg, dt_node_t *dnp)
{
	int ext;

	return dt_cg_addr(cg, dnp->dn_child, &ext, 0);
}

/* ---- stores ---- */

/* Merge the value in v into the bit-field's bytes at p (a register pair). */
static void
dt_cg_store_bitfield(dt_cg_t *cg, const dt_node_t *lhs, int p, int v)
{
	uint32_t width = dt_cg_bitwidth(lhs), shift = (uint32_t)(lhs->dn_value % 8);
	uint32_t nbytes = dt_cg_bitbytes(shift, width);
	uint64_t mask = (width == 64 ? ~0ULL : ((1ULL << width) - 1)) << shift;

	dt_cg_emit(cg, BPF_LDX_MEM(dt_bpf_size(nbytes), BPF_REG_0, p, 0));
	dt_irlist_ldimm64(cg->dlp, BPF_REG_1, ~mask);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_0, BPF_REG_1));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, v));
	if (shift > 0)
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_2, (int32_t)shift));
	dt_irlist_ldimm64(cg->dlp, BPF_REG_1, mask);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_2, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_OR, BPF_REG_0, BPF_REG_2));
	dt_cg_emit(cg, BPF_STX_MEM(dt_bpf_size(nbytes), p, BPF_REG_0, 0));
}

/* Bytes a store into lhs touches. */
static uint32_t
dt_cg_store_size(dt_cg_t *cg, const dt_node_t *lhs)
{
	uint32_t width = dt_cg_bitwidth(lhs);

	if (width > 0)
		return dt_cg_bitbytes((uint32_t)(lhs->dn_value % 8), width);
	return (uint32_t)dt_cg_size(cg, lhs);
}

/* Store the scalar in v at p, at lhs's size (or into its bit-field). */
static void
dt_cg_store_scalar(dt_cg_t *cg, const dt_node_t *lhs, int p, int v)
{
	if (dt_cg_bitwidth(lhs) > 0) {
		dt_cg_store_bitfield(cg, lhs, p, v);
		return;
	}
	dt_cg_emit(cg, BPF_STX_MEM(dt_bpf_size((uint32_t)dt_cg_size(cg, lhs)), p, v, 0));
}

/* Read lhs's current value from p into old (a bit-field: decoded). */
static void
dt_cg_load_scalar(dt_cg_t *cg, const dt_node_t *lhs, int p, int old)
{
	uint32_t width = dt_cg_bitwidth(lhs);

	dt_cg_emit(cg, BPF_MOV64_REG(old, p));
	if (width > 0) {
		uint32_t shift = (uint32_t)(lhs->dn_value % 8);

		dt_cg_emit(cg, BPF_LDX_MEM(dt_bpf_size(dt_cg_bitbytes(shift, width)),
		    old, old, 0));
		dt_cg_bitfield(cg, lhs, old, shift, width);
		return;
	}
	dt_cg_emit(cg, BPF_LDX_MEM(dt_bpf_size((uint32_t)dt_cg_size(cg, lhs)), old,
	    old, 0));
	dt_cg_normalize(cg, old, lhs);
}

/*
 * An assignment (or ++/--, op=) to a member, element or dereference inside
 * a D variable or alloca() memory.  v is the value (the address of a
 * by-reference value).
 */
int
dt_cg_ptr_assign(dt_cg_t *cg, dt_node_t *dnp)
{
	int unary = dnp->dn_kind == DT_NODE_OP1;
	dt_node_t *lhs = unary ? dnp->dn_child : dnp->dn_left;
	int v, p, ext, old;

	if (unary) {
		v = dt_cg_reg_alloc(cg, dnp);
		dt_cg_emit(cg, BPF_MOV64_IMM(v, 0));
	} else {
		v = dt_cg_expr(cg, dnp->dn_right);
	}
	p = dt_cg_addr(cg, lhs, &ext, 1);
	if (ext == DT_CG_EXT)
		dnerror(dnp, D_OP_WRITE, "operator %s can only be applied to a "
		    "writable variable", dt_op_name(dnp->dn_op));
	if (ext == DT_CG_ALLOCA)
		dt_cg_alloca_check(cg, p, -1, dt_cg_store_size(cg, lhs), 1);
	if (lhs->dn_flags & DT_NF_REF) {
		dt_cg_copy_ref(cg, lhs, p, v);
	} else if (dnp->dn_op == DT_OP_ASGN) {
		dt_cg_normalize(cg, v, lhs);
		dt_cg_store_scalar(cg, lhs, p, v);
	} else {
		old = dt_cg_reg_alloc(cg, dnp);
		dt_cg_load_scalar(cg, lhs, p, old);
		dt_cg_update(cg, dnp, lhs, old, v);
		dt_cg_store_scalar(cg, lhs, p, old);
		dt_cg_reg_free(cg, old);
	}
	dt_cg_reg_free(cg, p);
	return v;
}

/* ---- pointer arithmetic and stringof ---- */

/*
 * p + i, i + p, p - i: the integer is scaled by the size of what p points
 * to; p - q: the byte difference divided by it.
 */
int
dt_cg_ptrarith(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	int lp = dt_type_is_pointer(l->dn_ctfp, l->dn_type);
	int rp = dt_type_is_pointer(r->dn_ctfp, r->dn_type);
	size_t size = dt_cg_pointee_size(cg, lp ? l : r);
	int lr, rr;

	dt_cg_operands(cg, l, r, &lr, &rr);
	if (lp && rp) {
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, lr, rr));
		if (size > 1) {
			dt_cg_emit(cg, BPF_MOV64_IMM(rr, (int32_t)size));
			dt_cg_emit(cg, BPF_SDIV64_REG(lr, rr));
		}
	} else {
		int idx = lp ? rr : lr;

		if (size > 1)
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_MUL, idx, (int32_t)size));
		dt_cg_emit(cg, BPF_ALU64_REG(dnp->dn_op == DT_OP_SUB ? BPF_SUB : BPF_ADD,
		    lr, rr));
	}
	dt_cg_reg_free(cg, rr);
	return lr;
}

/*
 * stringof(e): the string at the address e (a scalar), or the chars of a
 * char array, copied into a string temporary (at most strsize chars,
 * NUL-terminated).  An address that cannot be read (a user address, NULL)
 * is DTrace's "invalid address" fault, not an empty string.
 */
int
dt_cg_stringof(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *e = dnp->dn_child;
	int64_t strsize = dt_strbytes(cg->dtp), size = strsize;
	uint32_t n = dt_cg_strtmp(cg), ok = dt_irlist_label(cg->dlp);
	int32_t off = dt_cg_strtmp_off(cg, n);
	int reg = dt_cg_expr(cg, e);

	if ((e->dn_flags & DT_NF_REF) && (int64_t)dt_cg_size(cg, e) + 1 < size)
		size = (int64_t)dt_cg_size(cg, e) + 1;
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, off);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
	dt_cg_call(cg, dt_cg_userland(e) ? BPF_FUNC_probe_read_user_str :
	    BPF_FUNC_probe_read_kernel_str);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(cg->dlp, ok);
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, off);
	return reg;
}
