/*
 * dt_cg_core.c: what every part of the code generator emits with: the
 * instruction list, registers r6-r8 and stack slots, scratch memory
 * pointers, helper calls, faults, and a value's size, extension and
 * arithmetic.
 *
 * The code generator is split by concern (dt_cg_var.c, dt_cg_subr.c ...),
 * and a concern's code evaluates its operands as expressions: compiling an
 * expression is recursive.  So that the concern files do not call up into
 * the expression walker (dt_cg.c, which calls them), they evaluate an
 * operand with dt_cg_expr() here, which hands it to the walker the clause
 * was started with (cg->cg_node, set by dt_cg_clause()).  This file calls
 * nothing of the code generator's other files: it is the floor they all
 * stand on.
 */
#include <string.h>
#include <stddef.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cg.h"

/* Evaluate dnp into a newly allocated register (r6-r8) and return it. */
int
dt_cg_expr(dt_cg_t *cg, dt_node_t *dnp)
{
	return cg->cg_node(cg, dnp);
}

void
dt_cg_emit(dt_cg_t *cg, struct bpf_insn insn)
{
	dt_irlist_append(cg->dlp, insn);
}

/* ---- registers and stack ---- */

int
dt_cg_nfree(dt_cg_t *cg)
{
	return __builtin_popcount(cg->freeregs);
}

int
dt_cg_reg_alloc(dt_cg_t *cg, const dt_node_t *dnp)
{
	int r;

	for (r = 6; r <= 8; r++) {
		if (cg->freeregs & (1u << r)) {
			cg->freeregs &= ~(1u << r);
			return r;
		}
	}
	dnerror(dnp, D_NOREG, "expression is too complex: out of registers");
}

void
dt_cg_reg_free(dt_cg_t *cg, int r)
{
	cg->freeregs |= 1u << r;
}

int
dt_cg_slot_alloc(dt_cg_t *cg, const dt_node_t *dnp)
{
	int off = cg->stack;

	if (off - 8 < DT_STK_MIN)
		dnerror(dnp, D_NOREG, "expression is too complex: out of stack space");
	cg->stack -= 8;
	if (cg->stack < cg->minstack)
		cg->minstack = cg->stack;
	return off;
}

void
dt_cg_slot_free(dt_cg_t *cg)
{
	cg->stack += 8;
}

/* dst = r9 + (base of region) + off */
void
dt_cg_memptr(dt_cg_t *cg, int dst, dt_memregion_t region, int32_t off)
{
	dt_cg_emit(cg, BPF_MOV64_REG(dst, DT_REG_MEM));
	dt_irlist_reloc(cg->dlp, BPF_ALU64_IMM(BPF_ADD, dst, off), DT_RL_MEM_IMM, region);
}

/*
 * A helper call.  A read of user memory is marked: where the program is
 * sleepable, linking turns it into a copy that faults pages in.
 */
void
dt_cg_call(dt_cg_t *cg, int helper)
{
	if (helper == BPF_FUNC_probe_read_user ||
	    helper == BPF_FUNC_probe_read_user_str)
		dt_irlist_reloc(cg->dlp, BPF_CALL_HELPER(helper), DT_RL_UCOPY, 0);
	else
		dt_cg_emit(cg, BPF_CALL_HELPER(helper));
}

/* Raise fault `code` with the value in register `reg` (or 0 if reg < 0). */
void
dt_cg_fault(dt_cg_t *cg, int code, int reg)
{
	if (reg >= 0)
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_REG_MEM, reg, DT_MEM_FAULTARG));
	else
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_FAULTARG, 0));
	/* The fault word: code in the low byte, action number above it. */
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_FAULT,
	    code | (cg->actno << 8)));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), cg->faultlbl);
	cg->nfaults++;
}

/* ---- values ---- */

size_t
dt_cg_size(dt_cg_t *cg, const dt_node_t *dnp)
{
	return dt_type_size(cg->dtp, dnp->dn_ctfp, dnp->dn_type);
}

int
dt_cg_is_string(dt_cg_t *cg, const dt_node_t *dnp)
{
	return dt_type_is_string(cg->dtp, dnp->dn_ctfp, dnp->dn_type);
}

/* Sign- or zero-extend reg from the size of dnp's type to 64 bits. */
void
dt_cg_normalize(dt_cg_t *cg, int reg, const dt_node_t *dnp)
{
	size_t sz;

	if (!dt_type_is_integer(dnp->dn_ctfp, dnp->dn_type))
		return;
	sz = dt_cg_size(cg, dnp);
	if (sz >= 8 || sz == 0)
		return;
	if (dnp->dn_flags & DT_NF_SIGNED) {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, reg, 64 - 8 * (int)sz));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ARSH, reg, 64 - 8 * (int)sz));
	} else if (sz == 4) {
		dt_cg_emit(cg, BPF_MOV32_REG(reg, reg));
	} else {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, reg, sz == 1 ? 0xff : 0xffff));
	}
}

void
dt_cg_setx(dt_cg_t *cg, int reg, uint64_t v)
{
	if ((int64_t)v >= INT32_MIN && (int64_t)v <= INT32_MAX)
		dt_cg_emit(cg, BPF_MOV64_IMM(reg, (int32_t)v));
	else
		dt_irlist_ldimm64(cg->dlp, reg, v);
}

void
dt_cg_string_const(dt_cg_t *cg, int reg, const char *s)
{
	uint32_t off = dt_strtab_insert(cg->dtp, s);

	dt_irlist_ldmapval(cg->dlp, reg, DT_MAP_STRTAB, off);
}


void
dt_cg_gvar_ptr(dt_cg_t *cg, int reg)
{
	dt_irlist_ldmapval(cg->dlp, reg, DT_MAP_GVARS, 0);
}

/* Evaluate l and r, spilling l while r is computed if registers are short. */
void
dt_cg_operands(dt_cg_t *cg, dt_node_t *l, dt_node_t *r, int *lp, int *rp)
{
	int slot = 0;

	*lp = dt_cg_expr(cg, l);
	if (dt_cg_nfree(cg) < 2) {
		slot = dt_cg_slot_alloc(cg, l);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, *lp, slot));
		dt_cg_reg_free(cg, *lp);
	}
	*rp = dt_cg_expr(cg, r);
	if (slot != 0) {
		*lp = dt_cg_reg_alloc(cg, l);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, *lp, BPF_REG_FP, slot));
		dt_cg_slot_free(cg);
	}
}

int
dt_cg_alu_op(dt_op_t op)
{
	switch (op) {
	case DT_OP_ADD: case DT_OP_ADD_EQ: case DT_OP_PREINC: case DT_OP_POSTINC:
		return BPF_ADD;
	case DT_OP_SUB: case DT_OP_SUB_EQ: case DT_OP_PREDEC: case DT_OP_POSTDEC:
		return BPF_SUB;
	case DT_OP_MUL: case DT_OP_MUL_EQ: return BPF_MUL;
	case DT_OP_DIV: case DT_OP_DIV_EQ: return BPF_DIV;
	case DT_OP_MOD: case DT_OP_MOD_EQ: return BPF_MOD;
	case DT_OP_BAND: case DT_OP_AND_EQ: return BPF_AND;
	case DT_OP_BOR: case DT_OP_OR_EQ: return BPF_OR;
	case DT_OP_XOR: case DT_OP_XOR_EQ: return BPF_XOR;
	case DT_OP_LSH: case DT_OP_LSH_EQ: return BPF_LSH;
	case DT_OP_RSH: case DT_OP_RSH_EQ: return BPF_RSH;
	default: return -1;
	}
}

/* dst = dst OP src, for the D type of dnp (signedness, size). */
void
dt_cg_arith(dt_cg_t *cg, const dt_node_t *dnp, dt_op_t op, int dst, int src)
{
	int bop = dt_cg_alu_op(op);
	int sgn = (dnp->dn_flags & DT_NF_SIGNED) != 0;

	if (bop == BPF_DIV || bop == BPF_MOD) {
		uint32_t ok = dt_irlist_label(cg->dlp);

		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, src, 0, 0), ok);
		dt_cg_fault(cg, DTRACEFLT_DIVZERO, -1);
		dt_irlist_place(cg->dlp, ok);
		if (sgn) {
			dt_cg_emit(cg, bop == BPF_DIV ? BPF_SDIV64_REG(dst, src) :
			    BPF_SMOD64_REG(dst, src));
			return;
		}
	}
	if (bop == BPF_RSH && sgn)
		bop = BPF_ARSH;
	dt_cg_emit(cg, BPF_ALU64_REG(bop, dst, src));
}


/* Bytes of what a pointer-typed node points to (1 for void *). */
size_t
dt_cg_pointee_size(dt_cg_t *cg, const dt_node_t *dnp)
{
	ctf_dict_t *fp = dnp->dn_ctfp;
	ctf_id_t t = ctf_type_resolve(fp, dnp->dn_type);
	ssize_t sz;

	if (t == CTF_ERR || ctf_type_kind(fp, t) != CTF_K_POINTER)
		return 1;
	t = ctf_type_reference(fp, t);
	if (dt_type_is_void(fp, t) || (sz = ctf_type_size(fp, t)) <= 0)
		return 1;
	return (size_t)sz;
}
