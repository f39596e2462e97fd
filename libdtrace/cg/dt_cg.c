/*
 * dt_cg.c: the code generator: cooked D clauses to BPF instructions.
 *
 * Each clause becomes a straight piece of BPF code that dt_link.c places in
 * the program of every probe the clause is enabled on, after the provider's
 * trampoline.  The frame is fixed by dt_dctx.h: r9 is this CPU's scratch
 * memory, fp-8 the probe context.
 *
 * Expressions.  dt_cg_expr() leaves a node's value in one of the callee-saved
 * registers r6-r8, so values survive helper calls (which clobber r0-r5).
 * Integers are 64-bit values, as in DTrace's registers: a load sign- or
 * zero-extends from the D type's size, arithmetic is done in 64 bits and
 * not cut back to the operands' type (1000000000 * 5 is 5000000000, 1 << 31
 * is 2147483648), and a value is narrowed only when it is stored into a
 * narrower variable, member or record, or cast (dt_cg_cast); strings are pointers to NUL-terminated bytes in the string table map
 * or in a string temporary of scratch memory.  A binary operator evaluates
 * its left operand, spills it to a stack slot if fewer than two registers are
 * left, evaluates its right operand and reloads the left one: so three
 * registers suffice for any expression (every evaluation starts with at
 * least two free registers).
 *
 * Records.  Data-recording actions write into the output region of scratch
 * memory at offsets the clause's dt_datadesc_t fixes at compile time; at the
 * end of the clause the record (struct dt_rec_hdr + data) goes to user space
 * in one bpf_ringbuf_output().  Wake-ups are batched: a record asks for one
 * only when the ring buffer is more than half full or the clause called
 * exit(); otherwise the consumer finds the data when it polls.
 *
 * Faults (bad user address, division by zero) store a code and value in
 * scratch memory and jump to the clause's fault path, which sends a fault
 * record instead of the clause's data, runs dtrace:::ERROR's clauses (a
 * marker that dt_link.c expands into a call) and ends the clause.
 */
#include <string.h>
#include <stddef.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"
#include "dt_cg.h"

/*
 * A cast of the value in reg from src's type to dnp's: as DTrace's, it
 * changes the bits only when dt_cook_cast_changes() says so (a widening
 * cast keeps the 64-bit value as it was computed).
 */
static void
dt_cg_cast(dt_cg_t *cg, int reg, const dt_node_t *src, const dt_node_t *dnp)
{
	if (dt_type_is_integer(src->dn_ctfp, src->dn_type) &&
	    !dt_cook_cast_changes(cg->dtp, src, dnp))
		return;
	dt_cg_normalize(cg, reg, dnp);
}

static int
dt_cg_jcc(dt_op_t op, int sgn)
{
	switch (op) {
	case DT_OP_EQU: return BPF_JEQ;
	case DT_OP_NEQ: return BPF_JNE;
	case DT_OP_LT: return sgn ? BPF_JSLT : BPF_JLT;
	case DT_OP_LE: return sgn ? BPF_JSLE : BPF_JLE;
	case DT_OP_GT: return sgn ? BPF_JSGT : BPF_JGT;
	case DT_OP_GE: return sgn ? BPF_JSGE : BPF_JGE;
	default: return -1;
	}
}

static int
dt_cg_compare(dt_cg_t *cg, dt_node_t *dnp)
{
	int l, r, reg;
	uint32_t t = dt_irlist_label(cg->dlp), end = dt_irlist_label(cg->dlp);

	if (dt_cg_is_string(cg, dnp->dn_left) || dt_cg_is_string(cg, dnp->dn_right)) {
		/* strcmp()'s sign against 0 (dt_cg_str.c) */
		reg = dt_cg_strcmp(cg, dnp->dn_left, dnp->dn_right);
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(dt_cg_jcc(dnp->dn_op, 1),
		    reg, 0, 0), t);
		r = -1;
	} else {
		dt_cg_operands(cg, dnp->dn_left, dnp->dn_right, &l, &r);
		reg = l;
		dt_irlist_jump(cg->dlp, BPF_JMP_REG(dt_cg_jcc(dnp->dn_op,
		    (dnp->dn_flags & DT_NF_SCMP) != 0), l, r, 0), t);
	}
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), end);
	dt_irlist_place(cg->dlp, t);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 1));
	dt_irlist_place(cg->dlp, end);
	if (r >= 0)
		dt_cg_reg_free(cg, r);
	return reg;
}

static int
dt_cg_logical(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t f = dt_irlist_label(cg->dlp), t = dt_irlist_label(cg->dlp);
	uint32_t end = dt_irlist_label(cg->dlp);
	int v, reg;

	if (dnp->dn_op == DT_OP_LXOR) {
		int l, r;

		dt_cg_operands(cg, dnp->dn_left, dnp->dn_right, &l, &r);
		reg = dt_cg_reg_alloc(cg, dnp);
		dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, l, 0, 0), f);
		dt_cg_emit(cg, BPF_MOV64_IMM(reg, 1));
		dt_irlist_place(cg->dlp, f);
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, r, 0, 0), end);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_XOR, reg, 1));
		dt_irlist_place(cg->dlp, end);
		dt_cg_reg_free(cg, l);
		dt_cg_reg_free(cg, r);
		return reg;
	}
	v = dt_cg_expr(cg, dnp->dn_left);
	if (dnp->dn_op == DT_OP_LAND)
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, v, 0, 0), f);
	else
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, v, 0, 0), t);
	dt_cg_reg_free(cg, v);
	v = dt_cg_expr(cg, dnp->dn_right);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, v, 0, 0), f);
	dt_cg_reg_free(cg, v);
	reg = dt_cg_reg_alloc(cg, dnp);
	dt_irlist_place(cg->dlp, t);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 1));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), end);
	dt_irlist_place(cg->dlp, f);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
	dt_irlist_place(cg->dlp, end);
	return reg;
}

static int
dt_cg_binary(dt_cg_t *cg, dt_node_t *dnp)
{
	int l, r;

	dt_cg_operands(cg, dnp->dn_left, dnp->dn_right, &l, &r);
	dt_cg_arith(cg, dnp, dnp->dn_op, l, r);
	dt_cg_reg_free(cg, r);
	return l;
}
/* Assignment operators and ++/--. */
static int
dt_cg_assign(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *lhs = dnp->dn_kind == DT_NODE_OP1 ? dnp->dn_child : dnp->dn_left;

	if (lhs->dn_kind == DT_NODE_VAR &&
	    !(lhs->dn_ident->di_flags & DT_IDFLG_BUILTIN))
		return dt_cg_var_assign(cg, dnp);
	return dt_cg_ptr_assign(cg, dnp);
}

static int
dt_cg_unary(dt_cg_t *cg, dt_node_t *dnp)
{
	int r;
	uint32_t end;

	switch (dnp->dn_op) {
	case DT_OP_PREINC: case DT_OP_PREDEC:
	case DT_OP_POSTINC: case DT_OP_POSTDEC:
		return dt_cg_assign(cg, dnp);
	case DT_OP_DEREF:
		return dt_cg_ptr_load(cg, dnp);
	case DT_OP_ADDROF:
		return dt_cg_ptr_addrof(cg, dnp);
	case DT_OP_STRINGOF:
		return dt_cg_stringof(cg, dnp);
	default:
		break;
	}
	r = dt_cg_expr(cg, dnp->dn_child);
	switch (dnp->dn_op) {
	case DT_OP_INEG:
		dt_cg_emit(cg, BPF_NEG64(r));
		break;
	case DT_OP_BNEG:
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_XOR, r, -1));
		break;
	case DT_OP_LNEG:
		end = dt_irlist_label(cg->dlp);
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, r, 0, 0), end);
		dt_cg_emit(cg, BPF_MOV64_IMM(r, -1));
		dt_irlist_place(cg->dlp, end);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, r, 1));
		return r;
	default:
		break;
	}
	return r;	/* in 64 bits, as the binary operators */
}

static int
dt_cg_ternary(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t els = dt_irlist_label(cg->dlp), end = dt_irlist_label(cg->dlp);
	int c, a, b;

	c = dt_cg_expr(cg, dnp->dn_expr);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, c, 0, 0), els);
	dt_cg_reg_free(cg, c);
	a = dt_cg_expr(cg, dnp->dn_left);
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), end);
	dt_cg_reg_free(cg, a);
	dt_irlist_place(cg->dlp, els);
	b = dt_cg_expr(cg, dnp->dn_right);
	if (b != a) {
		dt_cg_emit(cg, BPF_MOV64_REG(a, b));
		dt_cg_reg_free(cg, b);
		cg->freeregs &= ~(1u << a);
	}
	dt_irlist_place(cg->dlp, end);
	return a;
}

static int
dt_cg_is_assign(dt_op_t op)
{
	return op >= DT_OP_ASGN && op <= DT_OP_RSH_EQ;
}

/*
 * Evaluate dnp into a newly allocated register and return it: the walker
 * that every dt_cg_expr() call reaches (cg->cg_node, set by dt_cg_clause()).
 */
static int
dt_cg_node(dt_cg_t *cg, dt_node_t *dnp)
{
	int reg;

	yypcb->pcb_lineno = dnp->dn_line;
	switch (dnp->dn_kind) {
	case DT_NODE_OP1:
		return dt_cg_unary(cg, dnp);
	case DT_NODE_OP3:
		return dt_cg_ternary(cg, dnp);
	case DT_NODE_OP2:
		if (dnp->dn_op == DT_OP_DOT || dnp->dn_op == DT_OP_PTR ||
		    dnp->dn_op == DT_OP_INDEX)
			return dt_cg_ptr_load(cg, dnp);
		if ((dnp->dn_op == DT_OP_ADD || dnp->dn_op == DT_OP_SUB) &&
		    dt_cg_is_string(cg, dnp))
			return dt_cg_strarith(cg, dnp);
		if ((dnp->dn_op == DT_OP_ADD || dnp->dn_op == DT_OP_SUB) &&
		    (dt_type_is_pointer(dnp->dn_left->dn_ctfp, dnp->dn_left->dn_type) ||
		    dt_type_is_pointer(dnp->dn_right->dn_ctfp, dnp->dn_right->dn_type)))
			return dt_cg_ptrarith(cg, dnp);
		if (dnp->dn_op == DT_OP_CAST) {
			reg = dt_cg_expr(cg, dnp->dn_right);
			dt_cg_cast(cg, reg, dnp->dn_right, dnp);
			return reg;
		}
		if (dnp->dn_op == DT_OP_COMMA) {
			dt_cg_reg_free(cg, dt_cg_expr(cg, dnp->dn_left));
			return dt_cg_expr(cg, dnp->dn_right);
		}
		if (dt_cg_is_assign(dnp->dn_op))
			return dt_cg_assign(cg, dnp);
		if (dt_cg_alu_op(dnp->dn_op) >= 0)
			return dt_cg_binary(cg, dnp);
		if (dt_cg_jcc(dnp->dn_op, 0) >= 0)
			return dt_cg_compare(cg, dnp);
		if (dnp->dn_op == DT_OP_LAND || dnp->dn_op == DT_OP_LOR ||
		    dnp->dn_op == DT_OP_LXOR)
			return dt_cg_logical(cg, dnp);
		break;
	case DT_NODE_FUNC:
		return dt_cg_subr(cg, dnp);
	case DT_NODE_INT:
		reg = dt_cg_reg_alloc(cg, dnp);
		dt_cg_setx(cg, reg, dnp->dn_value);
		return reg;
	case DT_NODE_STRING:
		reg = dt_cg_reg_alloc(cg, dnp);
		dt_cg_string_const(cg, reg, dnp->dn_string);
		return reg;
	case DT_NODE_VAR:
		if (!(dnp->dn_ident->di_flags & DT_IDFLG_BUILTIN))
			return dt_cg_var_load(cg, dnp);
		reg = dt_cg_reg_alloc(cg, dnp);
		dt_cg_builtin(cg, dnp, reg);
		return reg;
	default:
		break;
	}
	dnerror(dnp, D_NOT_SUPPORTED, "code generation for %s is not supported yet",
	    dnp->dn_kind == DT_NODE_OP2 ? dt_op_name(dnp->dn_op) :
	    dt_node_kind_name(dnp->dn_kind));
}

/* ---- statements and clauses ---- */

static void dt_cg_stmts(dt_cg_t *cg, dt_node_t *list);

/*
 * if/else.  A clause's record layout is fixed at compile time, so the
 * records of an action under if/else are there whether or not the action
 * ran: each such action has a guard byte in the record, zeroed when the
 * clause starts and set to 1 when the action runs, and the consumer skips
 * the records of an action whose guard is 0.
 */

/* Jump to lbl if reg is 0, by any distance (an unconditional jump can be a
   gotol; a conditional one reaches 32K instructions at most). */
static void
dt_cg_jump_false(dt_cg_t *cg, int reg, uint32_t lbl)
{
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JNE, reg, 0, 1));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), lbl);
}

static int
dt_cg_is_action(const dt_node_t *stmt)
{
	return stmt->dn_kind == DT_NODE_DEXPR && stmt->dn_expr->dn_kind ==
	    DT_NODE_FUNC && stmt->dn_expr->dn_ident != NULL &&
	    stmt->dn_expr->dn_ident->di_kind == DT_IDENT_ACTFUNC;
}

/* The actions under if/else in a statement list (inside: in a body). */
static uint32_t
dt_cg_count_guarded(const dt_node_t *list, int inside)
{
	uint32_t n = 0;

	for (; list != NULL; list = list->dn_list) {
		if (list->dn_kind == DT_NODE_IF)
			n += dt_cg_count_guarded(list->dn_left, 1) +
			    dt_cg_count_guarded(list->dn_right, 1);
		else if (inside && dt_cg_is_action(list))
			n++;
	}
	return n;
}

/* Reserve the clause's guard bytes (8-byte words) and zero them. */
static void
dt_cg_guards(dt_cg_t *cg, dt_node_t *acts)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	uint32_t n = dt_cg_count_guarded(acts, 0), i;
	int idx;

	if (n == 0)
		return;
	n = (n + 7) & ~7u;
	idx = dt_datadesc_add(ddp, DT_F_NONE, n, 8, 0);
	cg->guardoff = ddp->dtdd_recs[idx].dtrd_offset;
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, (int32_t)cg->guardoff);
	for (i = 0; i < n; i += 8)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_1, (int16_t)i, 0));
}

/* An action: under if/else, its guard is set and stamps its records. */
static void
dt_cg_guarded_action(dt_cg_t *cg, dt_node_t *fn)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	uint32_t guard;

	if (cg->ifdepth == 0) {
		dt_cg_action(cg, fn);
		return;
	}
	guard = cg->guardoff + cg->nguards++;
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, (int32_t)guard);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 1));
	ddp->dtdd_guard = guard;
	dt_cg_action(cg, fn);
	ddp->dtdd_guard = 0;
}

static void
dt_cg_stmt(dt_cg_t *cg, dt_node_t *stmt)
{
	dt_node_t *e = stmt->dn_expr;
	int r;

	yypcb->pcb_lineno = stmt->dn_line;
	switch (stmt->dn_kind) {
	case DT_NODE_EMPTY:
		return;
	case DT_NODE_IF: {
		uint32_t els = dt_irlist_label(cg->dlp), end = dt_irlist_label(cg->dlp);

		r = dt_cg_expr(cg, stmt->dn_expr);
		dt_cg_jump_false(cg, r, els);
		dt_cg_reg_free(cg, r);
		cg->ifdepth++;
		dt_cg_stmts(cg, stmt->dn_left);
		dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), end);
		dt_irlist_place(cg->dlp, els);
		dt_cg_stmts(cg, stmt->dn_right);
		cg->ifdepth--;
		dt_irlist_place(cg->dlp, end);
		return;
	}
	default:
		break;
	}
	dt_cg_spec_stmt(cg, stmt);
	if (e->dn_kind == DT_NODE_FUNC && e->dn_ident != NULL &&
	    e->dn_ident->di_kind == DT_IDENT_ACTFUNC) {
		dt_cg_guarded_action(cg, e);
		return;
	}
	if (e->dn_kind == DT_NODE_OP2 && e->dn_op == DT_OP_ASGN &&
	    e->dn_left->dn_kind == DT_NODE_AGG) {
		dt_cg_aggregation(cg, e);
		return;
	}
	dt_cg_reg_free(cg, dt_cg_expr(cg, e));
}

static void
dt_cg_stmts(dt_cg_t *cg, dt_node_t *list)
{
	for (; list != NULL; list = list->dn_list) {
		cg->actno++;
		dt_cg_strtmp_reset(cg);
		dt_cg_stmt(cg, list);
	}
}

/*
 * Does the clause send a record?  As in DTrace: if it has a data-recording
 * action (any action but speculate(), under if/else too), or no statement
 * at all (the default action records the probe firing).  Expression
 * statements and aggregations record nothing.
 */
static int
dt_cg_has_datarec(const dt_node_t *list)
{
	for (; list != NULL; list = list->dn_list) {
		if (list->dn_kind == DT_NODE_IF &&
		    (dt_cg_has_datarec(list->dn_left) ||
		     dt_cg_has_datarec(list->dn_right)))
			return 1;
		if (dt_cg_is_action(list) &&
		    list->dn_expr->dn_ident->di_id != DT_ACT_SPECULATE)
			return 1;
	}
	return 0;
}

static int
dt_cg_clause_records(const dt_node_t *acts)
{
	const dt_node_t *s;

	for (s = acts; s != NULL; s = s->dn_list) {
		if (s->dn_kind != DT_NODE_EMPTY)
			return dt_cg_has_datarec(acts);
	}
	return 1;
}

/* Fill the record header and send the record. */
static void
dt_cg_submit(dt_cg_t *cg, uint32_t stid, uint32_t size, int wakeup)
{
	uint32_t sent = dt_irlist_label(cg->dlp), nowake = dt_irlist_label(cg->dlp);

	dt_cg_call(cg, BPF_FUNC_get_smp_processor_id);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, 0);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, 8));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_2, DT_REG_MEM, DT_MEM_PRID));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_2, 0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1, 4, (int32_t)stid));
	dt_cg_spec_submit(cg, stid == DT_STID_FAULT);
	if (wakeup) {
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, BPF_RB_FORCE_WAKEUP));
	} else {
		/* Wake the consumer only when the buffer is half full. */
		int64_t half = dt_opt(cg->dtp, DTRACEOPT_BUFSIZE) / 2;

		dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_RINGBUF);
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, BPF_RB_AVAIL_DATA));
		dt_cg_call(cg, BPF_FUNC_ringbuf_query);
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, BPF_RB_NO_WAKEUP));
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLT, BPF_REG_0,
		    (int32_t)(half > INT32_MAX ? INT32_MAX : half), 0), nowake);
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, BPF_RB_FORCE_WAKEUP));
		dt_irlist_place(cg->dlp, nowake);
	}
	dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_RINGBUF);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_OUT, 0);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, (int32_t)size));
	dt_cg_call(cg, BPF_FUNC_ringbuf_output);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), sent);
	dt_cg_gvar_ptr(cg, BPF_REG_1);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 1));
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_1, BPF_REG_2, DT_GVAR_DROPS));
	dt_irlist_place(cg->dlp, sent);
}

/* The fault path: a struct dt_fault_rec instead of the clause's data. */
static void
dt_cg_fault_path(dt_cg_t *cg)
{
	dt_irlist_place(cg->dlp, cg->faultlbl);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, 0);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1, 16, (int32_t)cg->stp->st_id));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_2, DT_REG_MEM, DT_MEM_FAULT));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xff));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_2, 20));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_3, 8));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_3, 32));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1, 36, -1));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, DT_REG_MEM, DT_MEM_FAULTARG));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, 24));
	dt_cg_submit(cg, DT_STID_FAULT, sizeof(struct dt_fault_rec), 1);
	/* Then dtrace:::ERROR's clauses, if any (dt_link.c). */
	dt_irlist_reloc(cg->dlp, BPF_NOP(), DT_RL_ERROR_CALL, cg->stp->st_id);
}

void
dt_cg_clause(dtrace_hdl_t *dtp, dt_stmt_t *stp)
{
	dt_node_t *clause = stp->st_clause;
	int records = dt_cg_clause_records(clause->dn_acts);
	dt_cg_t cg = { .cg_node = dt_cg_node };
	int r;

	cg.dtp = dtp;
	cg.stp = stp;
	cg.dlp = stp->st_code;
	cg.freeregs = DT_CG_REGS;
	cg.stack = cg.minstack = DT_STK_SPILL;
	cg.faultlbl = dt_irlist_label(cg.dlp);
	cg.endlbl = dt_irlist_label(cg.dlp);
	if (clause->dn_pred != NULL) {
		r = dt_cg_expr(&cg, clause->dn_pred);
		dt_cg_jump_false(&cg, r, cg.endlbl);
		dt_cg_reg_free(&cg, r);
	}
	if (records)
		dt_cg_guards(&cg, clause->dn_acts);
	dt_cg_spec_begin(&cg);
	dt_cg_stmts(&cg, clause->dn_acts);
	if (records)
		dt_cg_submit(&cg, stp->st_id, stp->st_ddesc.dtdd_size, cg.has_exit);
	/* The verifier refuses unreachable code: a fault path only if used. */
	if (cg.nfaults > 0) {
		dt_irlist_jump(cg.dlp, BPF_JA_INSN(0), cg.endlbl);
		dt_cg_fault_path(&cg);
	}
	dt_irlist_place(cg.dlp, cg.endlbl);
	dt_cg_mem_clause(&cg);
	stp->st_stack = (uint32_t)-cg.minstack;
	if (!records)
		stp->st_ddesc.dtdd_size = 0;
}

/* r0 = &mem[key slot's value] or NULL. */
static void
dt_cg_mem_key_lookup(dt_irlist_t *dlp)
{
	dt_irlist_ldmap(dlp, BPF_REG_1, DT_MAP_MEM);
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
}

/* r0 = &mem[cpu] or NULL; the CPU is left in the key slot. */
static void
dt_cg_mem_cpu(dt_irlist_t *dlp)
{
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, DT_STK_KEY));
	dt_cg_mem_key_lookup(dlp);
}

/* -x cpu=N: a firing on another CPU returns at once, having done nothing. */
static void
dt_cg_cpu_only(dtrace_hdl_t *dtp, dt_irlist_t *dlp)
{
	int64_t cpu = dt_opt(dtp, DTRACEOPT_CPU);

	if (cpu < 0)
		return;
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	dt_irlist_append(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, (int32_t)cpu, 2));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_append(dlp, BPF_EXIT_INSN());
}

/*
 * Take a free slot of this CPU's (r0 = &mem[cpu]): try each bit of its
 * slot bitmap with an atomic fetch-and-or; the first that was clear is
 * ours.  r6 = the slot's bit, r7 = slot * ncpus.  None free: drop the
 * firing.
 */
static void
dt_cg_slot_take(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t got)
{
	int k;

	for (k = 0; k < DT_MEM_SLOTS; k++) {
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_1, 1 << k));
		dt_irlist_append(dlp, BPF_ATOMIC_FETCH_OR32(BPF_REG_0, BPF_REG_1,
		    DT_MEM_INUSE));
		dt_irlist_append(dlp, BPF_JMP_IMM(BPF_JSET, BPF_REG_1, 1 << k, 3));
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_6, 1 << k));
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_7,
		    k * (int32_t)dtp->dt_ncpus));
		dt_irlist_jump(dlp, BPF_JA_INSN(0), got);
	}
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_append(dlp, BPF_EXIT_INSN());
}

/* Give the slot whose bit is in `bit` back to the bitmap at fp-24. */
static void
dt_cg_slot_give(dt_irlist_t *dlp, int bit)
{
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_XOR, bit, -1));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP,
	    DT_STK_MEMCPU));
	dt_irlist_append(dlp, BPF_ATOMIC_AND32(BPF_REG_0, bit, DT_MEM_INUSE));
}

/*
 * The scratch memory of this firing.  Programs of ours may overlap on a
 * CPU: one in an interrupt (profile, a kernel tracepoint) can start while
 * another runs in a task or a softirq, and a sleepable uprobe program that
 * sleeps in a page fault (bpf_copy_from_user) lets another task's firing
 * run on its CPU before it resumes there (migration is disabled), so they
 * do not end in the reverse order of their start.  Each CPU has
 * DT_MEM_SLOTS values, slot s at mem[s * ncpus + cpu], and a bitmap of
 * those in use in mem[cpu]: a firing takes a free one atomically and the
 * epilogue gives it back (its bit is in its own slot, &mem[cpu] at fp-24).
 * No slot free: the firing is dropped.  (irq is no longer needed here.)
 */
void
dt_cg_prologue(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl, int irq)
{
	uint32_t got = dt_irlist_label(dlp), ok = dt_irlist_label(dlp);

	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, DT_STK_CTX));
	dt_cg_cpu_only(dtp, dlp);
	dt_cg_mem_cpu(dlp);
	dt_irlist_append(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 2));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_append(dlp, BPF_EXIT_INSN());
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, DT_STK_MEMCPU));
	dt_cg_slot_take(dtp, dlp, got);
	dt_irlist_place(dlp, got);
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_FP, DT_STK_KEY));
	dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_7, BPF_REG_1));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_7, DT_STK_KEY));
	dt_cg_mem_key_lookup(dlp);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), ok);
	dt_cg_slot_give(dlp, BPF_REG_6);
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_append(dlp, BPF_EXIT_INSN());
	dt_irlist_place(dlp, ok);
	dt_irlist_append(dlp, BPF_MOV64_REG(DT_REG_MEM, BPF_REG_0));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, DT_REG_MEM, BPF_REG_6, DT_MEM_SLOTBIT));
	/* strtok(NULL, ...) continues only within one probe firing. */
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRTOK, 0));
	/* errno is 0 but where a syscall return trampoline sets it. */
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_ERRNO, 0));
	/* Only a pid entry probe's trampoline sets it (dt_pid_enable.c). */
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ENTRYSP, 0));
	/* timestamp is read once per firing (dt_cg_bvar.c). */
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_TIMESTAMP, 0));
}

/* The end of every path: give this firing's slot back. */
void
dt_cg_epilogue(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl)
{
	dt_irlist_place(dlp, exitlbl);
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_1, DT_REG_MEM, DT_MEM_SLOTBIT));
	dt_cg_slot_give(dlp, BPF_REG_1);
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_append(dlp, BPF_EXIT_INSN());
}

/* Skip the clause unless the activity state is `state` (DT_ACTIVITY_*). */
void
dt_cg_activity_check(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t skiplbl,
    int state)
{
	dt_irlist_ldmapval(dlp, BPF_REG_0, DT_MAP_GVARS, 0);
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_0, DT_GVAR_ACTIVITY));
	dt_irlist_append(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, state, 1));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), skiplbl);	/* may be a gotol */
}

