/*
 * dt_cg_mem.c: alloca() memory, the only memory D programs write through
 * pointers: alloca(), copyin(), copyinto(), bcopy(), and the run-time
 * check of every access through an alloca pointer; and copyout(), which
 * writes the process's memory from there.
 *
 * Memory.  A region of scratch memory (DT_MR_SCRATCH, so one per CPU):
 *
 *	+0	u64	the address of the allocation area, as a number
 *	+8	u64	bytes allocated in this clause (the "top")
 *	+16		the allocation area: S = scratchsize bytes (rounded
 *			up to 8), then S
 *			more that only the verifier sees (a copy of a
 *			variable size n <= S at an offset < S stays inside)
 *
 * A clause that uses the region starts by storing the area's address and
 * a top of 0 (dt_cg_mem_clause()), so allocations live until the end of
 * the clause, as in DTrace.  alloca(n) rounds the top up to 8 bytes past n
 * more and returns the old top's address: an 8-byte aligned pointer; it
 * faults with "out of scratch space" when S would be exceeded.
 *
 * Pointers.  An alloca pointer is a plain number (so it can be stored in
 * variables, compared, traced and offset like any pointer).  An access of
 * n bytes at p computes off = p - area and faults unless
 *
 *	0 <= off < top			else "invalid address" (p)
 *	off + n <= top			else "invalid size" (n)
 *
 * and then, for a load or store, rebuilds the pointer from r9 and off,
 * whose bounds the checks gave the verifier: so the access is a direct
 * load or store into the map value.  Pointers left from another clause or
 * another CPU, or past what was allocated, fail the check.
 *
 * Sizes of copyin(), copyinto() and bcopy() are checked against S
 * ("invalid size"); a failed copy is an "invalid address" fault with the
 * source address, as in DTrace.
 *
 * copyout(buf, addr, n) writes with bpf_probe_write_user(), the only way
 * a BPF program writes user memory (the kernel has no sleeping variant, so
 * even a sleepable uprobe program writes only pages present and writable:
 * a page the process has not written yet, copy-on-write included, is an
 * "invalid address" fault with addr).  The helper takes a pointer the
 * verifier knows: an alloca buf is checked and rebuilt, any other buf is
 * copied first into new alloca memory, so n <= S too.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_cook.h"
#include "dt_cg.h"

#define DT_SCR_AREA	0	/* u64: address of the allocation area */
#define DT_SCR_TOP	8	/* u64: bytes allocated */
#define DT_SCR_HDR	16

/* S: the bytes alloca() may hand out in a clause: scratchsize, rounded up
   to 8 as in DTrace (alloca(256) fits the default 256). */
static uint32_t
dt_cg_mem_avail(dtrace_hdl_t *dtp)
{
	int64_t s = (dt_opt(dtp, DTRACEOPT_SCRATCHSIZE) + 7) & ~7;

	return s < 0 ? 0 : s > (1 << 24) ? 1 << 24 : (uint32_t)s;
}

uint32_t
dt_cg_mem_size(dtrace_hdl_t *dtp)
{
	return dtp->dt_scratchsz;
}

/* The clause uses the region: it must exist and be reset.  Returns S. */
static uint32_t
dt_cg_mem_use(dt_cg_t *cg)
{
	uint32_t s = dt_cg_mem_avail(cg->dtp);

	cg->scratch = 1;
	if (DT_SCR_HDR + 2 * s > cg->dtp->dt_scratchsz)
		cg->dtp->dt_scratchsz = DT_SCR_HDR + 2 * s;
	return s;
}

/* reg = the region's header (a pointer into the map value). */
static void
dt_cg_mem_hdr(dt_cg_t *cg, int reg)
{
	dt_cg_memptr(cg, reg, DT_MR_SCRATCH, 0);
}

/* Put the reset of the region before the clause's code. */
void
dt_cg_mem_clause(dt_cg_t *cg)
{
	dt_irlist_t head;

	if (!cg->scratch)
		return;
	dt_irlist_create(&head, cg->dlp->dl_nextlabel);
	dt_irlist_append(&head, BPF_MOV64_REG(BPF_REG_1, DT_REG_MEM));
	dt_irlist_reloc(&head, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 0), DT_RL_MEM_IMM,
	    DT_MR_SCRATCH);
	dt_irlist_append(&head, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
	dt_irlist_append(&head, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_SCR_HDR));
	dt_irlist_append(&head, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_SCR_AREA));
	dt_irlist_append(&head, BPF_ST_MEM(BPF_DW, BPF_REG_1, DT_SCR_TOP, 0));
	dt_irlist_concat(&head, cg->dlp);
	*cg->dlp = head;
}

void
dt_cg_alloca_check(dt_cg_t *cg, int reg, int sizereg, uint32_t size, int convert)
{
	uint32_t s = dt_cg_mem_use(cg);
	dt_irlist_t *dlp = cg->dlp;
	uint32_t bad = dt_irlist_label(dlp), badsize = dt_irlist_label(dlp);
	uint32_t ok = dt_irlist_label(dlp);

	dt_cg_mem_hdr(cg, BPF_REG_1);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, reg));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_SCR_AREA));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_2));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGE, BPF_REG_0, (int32_t)s, 0), bad);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_SCR_TOP));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JGE, BPF_REG_0, BPF_REG_2, 0), bad);
	if (sizereg >= 0)
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, sizereg));
	else
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_2, (int32_t)size));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JSGT, BPF_REG_0, BPF_REG_2, 0), badsize);
	/* Never taken (top <= S), but it bounds the access for the verifier. */
	if (sizereg < 0)
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0,
		    (int32_t)s - (int32_t)size, 0), badsize);
	if (convert) {
		dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_1));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, DT_SCR_HDR));
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, reg, BPF_REG_0));
	}
	dt_irlist_jump(dlp, BPF_JA_INSN(0), ok);
	dt_irlist_place(dlp, bad);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(dlp, badsize);
	if (sizereg < 0) {
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, (int32_t)size));
		sizereg = BPF_REG_0;
	}
	dt_cg_fault(cg, DTRACEFLT_BADSIZE, sizereg);
	dt_irlist_place(dlp, ok);
}

/*
 * Allocate the bytes in register n: on success r1 is the region's header
 * and r0 the offset of the new memory in the area.
 */
static void
dt_cg_alloca_impl(dt_cg_t *cg, int n)
{
	uint32_t s = dt_cg_mem_use(cg);
	dt_irlist_t *dlp = cg->dlp;
	uint32_t no = dt_irlist_label(dlp), ok = dt_irlist_label(dlp);

	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGT, n, (int32_t)s, 0), no);
	dt_cg_mem_hdr(cg, BPF_REG_1);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, DT_SCR_TOP));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGT, BPF_REG_0, (int32_t)s, 0), no);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_2, n));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 7));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, -8));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGT, BPF_REG_2, (int32_t)s, 0), no);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_SCR_TOP));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), ok);
	dt_irlist_place(dlp, no);
	dt_cg_fault(cg, DTRACEFLT_NOSCRATCH, -1);
	dt_irlist_place(dlp, ok);
}

/* reg = the address of the memory dt_cg_alloca_impl() allocated. */
static void
dt_cg_alloca_addr(dt_cg_t *cg, int reg)
{
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_1, DT_SCR_AREA));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, reg, BPF_REG_0));
}

/* A size of copyin(), copyinto() or bcopy(): 0 <= n <= S. */
static void
dt_cg_mem_size_check(dt_cg_t *cg, int n)
{
	uint32_t s = dt_cg_mem_use(cg);
	uint32_t ok = dt_irlist_label(cg->dlp);

	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLE, n, (int32_t)s, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADSIZE, n);
	dt_irlist_place(cg->dlp, ok);
}

/* alloca(n) */
static int
dt_cg_alloca(dt_cg_t *cg, dt_node_t *dnp)
{
	int n = dt_cg_expr(cg, dnp->dn_args);

	dt_cg_alloca_impl(cg, n);
	dt_cg_alloca_addr(cg, n);
	return n;
}

/* After a copy helper: fault with the source address (at fp+slot) if it failed. */
static void
dt_cg_copy_fault(dt_cg_t *cg, int slot)
{
	uint32_t ok = dt_irlist_label(cg->dlp);

	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, slot));
	dt_cg_fault(cg, DTRACEFLT_BADADDR, BPF_REG_0);
	dt_irlist_place(cg->dlp, ok);
}

/* The value of dnp in a stack slot (returned). */
static int
dt_cg_mem_spill(dt_cg_t *cg, dt_node_t *dnp)
{
	int reg = dt_cg_expr(cg, dnp);
	int slot = dt_cg_slot_alloc(cg, dnp);

	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, reg, slot));
	dt_cg_reg_free(cg, reg);
	return slot;
}

/* copyin(addr, n): n bytes of user memory into new alloca memory. */
static int
dt_cg_copyin(dt_cg_t *cg, dt_node_t *dnp)
{
	int slot = dt_cg_mem_spill(cg, dnp->dn_args);
	int n = dt_cg_expr(cg, dnp->dn_args->dn_list);

	dt_cg_mem_size_check(cg, n);
	dt_cg_alloca_impl(cg, n);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, n));
	dt_cg_alloca_addr(cg, n);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_SCR_HDR));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, slot));
	dt_cg_call(cg, BPF_FUNC_probe_read_user);
	dt_cg_copy_fault(cg, slot);
	dt_cg_slot_free(cg);
	return n;
}

/*
 * bcopy(src, dst, n) (kernel memory) and copyinto(addr, n, dst) (user
 * memory): n bytes into alloca memory at dst.  Returns a register to free.
 */
static int
dt_cg_copyto(dt_cg_t *cg, dt_node_t *src, dt_node_t *dst, dt_node_t *size,
    int user)
{
	int slot = dt_cg_mem_spill(cg, src);
	int d, n;

	if (user)
		dt_cg_operands(cg, size, dst, &n, &d);
	else
		dt_cg_operands(cg, dst, size, &d, &n);
	dt_cg_mem_size_check(cg, n);
	if (src->dn_flags & DT_NF_ALLOCA) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, slot));
		dt_cg_alloca_check(cg, BPF_REG_3, n, 0, 0);
	}
	dt_cg_alloca_check(cg, d, n, 0, 1);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, d));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, n));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, slot));
	dt_cg_call(cg, user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel);
	dt_cg_copy_fault(cg, slot);
	dt_cg_slot_free(cg);
	dt_cg_reg_free(cg, n);
	dt_cg_emit(cg, BPF_MOV64_IMM(d, 0));
	return d;
}

/* reg = n bytes of kernel memory at the address in fp+slot, copied into
   new alloca memory: a pointer the verifier knows. */
static void
dt_cg_copyout_stage(dt_cg_t *cg, int slot, int n, int reg)
{
	dt_cg_alloca_impl(cg, n);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_SCR_HDR));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_1));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, n));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, slot));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_copy_fault(cg, slot);
}

/* copyout(buf, addr, n): n bytes at buf into the process's memory at addr. */
static int
dt_cg_copyout(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *buf = dnp->dn_args;
	int bslot = dt_cg_mem_spill(cg, buf);
	int aslot = dt_cg_mem_spill(cg, buf->dn_list);
	int n = dt_cg_expr(cg, buf->dn_list->dn_list);
	int reg = dt_cg_reg_alloc(cg, dnp);
	uint32_t done = dt_irlist_label(cg->dlp);

	dt_cg_mem_size_check(cg, n);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLT, n, 1, 0), done);
	if (buf->dn_flags & DT_NF_ALLOCA) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_FP, bslot));
		dt_cg_alloca_check(cg, reg, n, 0, 1);
	} else {
		dt_cg_copyout_stage(cg, bslot, n, reg);
	}
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, aslot));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, reg));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, n));
	dt_cg_call(cg, BPF_FUNC_probe_write_user);
	dt_cg_copy_fault(cg, aslot);
	dt_irlist_place(cg->dlp, done);
	dt_cg_slot_free(cg);
	dt_cg_slot_free(cg);
	dt_cg_reg_free(cg, n);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
	return reg;
}

int
dt_cg_mem_subr(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *a = dnp->dn_args;

	switch (dnp->dn_ident->di_id) {
	case DT_SUB_ALLOCA:
		return dt_cg_alloca(cg, dnp);
	case DT_SUB_COPYIN:
		return dt_cg_copyin(cg, dnp);
	case DT_SUB_BCOPY:
		return dt_cg_copyto(cg, a, a->dn_list, a->dn_list->dn_list, 0);
	case DT_SUB_COPYOUT:
		return dt_cg_copyout(cg, dnp);
	default:	/* DT_SUB_COPYINTO */
		return dt_cg_copyto(cg, a, a->dn_list->dn_list, a->dn_list, 1);
	}
}
