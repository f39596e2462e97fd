/*
 * dt_link.c: build BPF programs from their parts.
 *
 * A program is:
 *
 *	prologue	look up this CPU's scratch memory into r9 (dt_cg.c)
 *	trampoline	the provider stores the probe id and arguments
 *	clause 1	[activity check] predicate, actions, record
 *	clause 2	...
 *	epilogue	return 0
 *	[ERROR]		a subprogram with dtrace:::ERROR's clauses, which the
 *			clauses' fault paths call (only if ERROR has clauses
 *			and the program can fault)
 *
 * Providers assemble their programs with dt_link_start(), their own
 * trampoline code, dt_link_clauses() and dt_link_finish(): the dtrace
 * provider makes one program per probe, the stapsdt provider one per object
 * file whose trampoline dispatches to the clauses of many probes.  The
 * clauses are copied from their statements' instruction lists, so one
 * compiled clause serves every probe it is enabled on; nothing in clause
 * code depends on which probe fired except through scratch memory (the probe
 * id, from which probeprov and the like are looked up in the probes map).
 * Finishing turns the list into an array of struct bpf_insn: labels become
 * relative jump offsets and relocations are applied (map fds, scratch
 * memory region offsets).
 *
 * The scratch memory layout is computed once every clause is compiled: the
 * fixed header, then the string temporaries, strtok()'s buffer, the
 * aggregation key (followed by a zeroed value used to create new entries),
 * the output record, the clause-local variables, the dynamic variable
 * key (followed by a zeroed value, as the aggregation key) and alloca()
 * memory.  strtok()'s
 * buffer (strsize + 1 bytes) follows the temporaries so that the verifier,
 * which does not relate an offset to a size, may see a temporary accessed
 * up to strsize bytes past its end (dt_cg_str.c appends to a string at a
 * variable offset).
 *
 * Programs whose clauses run string loops (bpf_loop) get the loops'
 * callbacks appended after the epilogue as subprograms (dt_cg_strloop.c).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_insn.h"
#include "dt_cg.h"
#include "dt_link.h"
#include "dt_btf.h"
#include <bpf/btf.h>

static uint32_t
dt_align8(uint32_t n)
{
	return (n + 7) & ~7u;
}

static uint32_t dt_link_zero_size(dtrace_hdl_t *dtp, dt_memregion_t region);

void
dt_link_layout(dtrace_hdl_t *dtp)
{
	uint32_t strslot = dt_align8((uint32_t)dt_strbytes(dtp) + 1);
	uint32_t nstr = 0, key = 0, val = 0, out = sizeof(struct dt_fault_rec);
	uint32_t i, off;

	for (i = 0; i < dtp->dt_nstmts; i++) {
		dt_stmt_t *stp = dtp->dt_stmts[i];

		if (stp->st_nstrtmp > nstr)
			nstr = stp->st_nstrtmp;
		if (stp->st_ddesc.dtdd_size > out)
			out = stp->st_ddesc.dtdd_size;
	}
	for (i = 0; i < dtp->dt_naggs; i++) {
		if (dtp->dt_aggdescs[i]->dtagd_keysize > key)
			key = dtp->dt_aggdescs[i]->dtagd_keysize;
		if (dtp->dt_aggdescs[i]->dtagd_nvals * 8 > val)
			val = dtp->dt_aggdescs[i]->dtagd_nvals * 8;
	}
	off = DT_MEM_HDRSIZE;
	dtp->dt_memregion[DT_MR_STRTMP] = off;
	off += nstr * strslot;
	dtp->dt_memregion[DT_MR_STRTOK] = off;
	off += strslot;
	dtp->dt_memregion[DT_MR_AGGKEY] = off;
	/* The key region holds a whole map key, then a zeroed map value. */
	dtp->dt_aggkeysz = sizeof(struct dt_agg_khdr) + key;
	dtp->dt_aggvalsz = val > 8 ? val : 8;
	off += dt_align8(dtp->dt_aggkeysz + dtp->dt_aggvalsz);
	dtp->dt_memregion[DT_MR_OUT] = off;
	off += dt_align8(out);
	dtp->dt_memregion[DT_MR_LOCALS] = off;
	off += dt_align8(dtp->dt_localsz);
	/* The dynamic variable key, a zeroed value to create entries, and a
	   sink for stores dropped because the map is full. */
	dtp->dt_memregion[DT_MR_DVARKEY] = off;
	if (dtp->dt_ndvars > 0)
		off += dt_align8(dtp->dt_dvarkeysz) +
		    2 * dt_align8(dtp->dt_dvarvalsz);
	/* alloca() memory: its header and twice the space (dt_cg_mem.c). */
	dtp->dt_memregion[DT_MR_SCRATCH] = off;
	off += dt_cg_mem_size(dtp);
	/* ERROR fires inside another firing: its this-> are its own. */
	dtp->dt_memregion[DT_MR_ERRLOCALS] = off;
	off += dt_link_zero_size(dtp, DT_MR_ERRLOCALS);
	dtp->dt_memregion[DT_MR_STACK] = off;
	off += DT_STACK_MAXFRAMES * 8;
	dtp->dt_memsize = off;
}

/* Region sizes up to this are zeroed with stores, not a helper call. */
#define DT_LINK_ZERO_STORES	128

/* Bytes of a region that DT_RL_ZERO zeroes. */
static uint32_t
dt_link_zero_size(dtrace_hdl_t *dtp, dt_memregion_t region)
{
	dt_probe_t *erp;

	switch (region) {
	case DT_MR_AGGKEY:
		return dtp->dt_aggkeysz + dtp->dt_aggvalsz;
	case DT_MR_LOCALS:
		return dt_align8(dtp->dt_localsz);
	case DT_MR_ERRLOCALS:
		erp = dtp->dt_error_probe;
		return erp != NULL && erp->pr_nstmts > 0 ?
		    dt_align8(dtp->dt_localsz) : 0;
	case DT_MR_DVARKEY:
		return dtp->dt_ndvars == 0 ? 0 :
		    dt_align8(dtp->dt_dvarkeysz) + dt_align8(dtp->dt_dvarvalsz);
	default:
		return 0;
	}
}

/*
 * Zero a region of scratch memory (r0-r5 free): with stores when it is
 * small, else with a bpf_probe_read_kernel() from address 0, which fails
 * and, as documented, zeroes its destination.
 */
void
dt_link_zero(dtrace_hdl_t *dtp, dt_irlist_t *dlp, dt_memregion_t region)
{
	uint32_t off = dtp->dt_memregion[region];
	uint32_t size = dt_link_zero_size(dtp, region), i;

	if (size == 0)
		return;
	if (size <= DT_LINK_ZERO_STORES && off + size <= INT16_MAX) {
		for (i = 0; i < size; i += 8)
			dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
			    (int16_t)(off + i), 0));
		return;
	}
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, DT_REG_MEM));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)off));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_3, 0));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
}

/*
 * Expand DT_RL_ERROR_CALL: call the program's ERROR subprogram with the
 * probe context, the scratch memory and the faulting clause's id (r0-r5
 * are free here).  Nothing while the subprogram itself is being linked: a
 * fault in an ERROR clause does not fire ERROR again.
 */
static void
dt_link_error_call(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t stid)
{
	if (dtp->dt_errlbl == 0)
		return;
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_2, DT_REG_MEM));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_3, (int32_t)stid));
	dt_irlist_jump(dlp, BPF_CALL_SUBPROG(), dtp->dt_errlbl);
	dtp->dt_errcalls++;
}

/*
 * BTF id of the kfunc bpf_copy_from_user_str (kernel 6.12+), looked up in
 * the kernel's BTF the first time a sleepable program copies a string;
 * -1 if the kernel has none.
 */
static int32_t
dt_link_copystr_id(dtrace_hdl_t *dtp)
{
	if (dtp->dt_copystr_id == 0) {
		struct btf *btf = dt_btf_vmlinux();
		int id = btf == NULL ? -1 : btf__find_by_name_kind(btf,
		    "bpf_copy_from_user_str", BTF_KIND_FUNC);

		dtp->dt_copystr_id = id > 0 ? id : -1;
	}
	return dtp->dt_copystr_id;
}

/*
 * A read of user memory (DT_RL_UCOPY: r1 = dst, r2 = size, r3 = the user
 * address; r0 = 0, or the string's length + 1, on success).  In a sleepable
 * program it may fault the pages in: bpf_copy_from_user() for
 * bpf_probe_read_user(), the kfunc bpf_copy_from_user_str(dst, size, src,
 * 0) for bpf_probe_read_user_str(), whose results are the same (the
 * kfunc's int sign-extended to 64 bits, as the helper's long).  Elsewhere,
 * or on a kernel without the kfunc, the helper as it is.
 */
void
dt_link_ucopy(dtrace_hdl_t *dtp, dt_irlist_t *dlp, int helper)
{
	if (dtp->dt_sleepable && helper == BPF_FUNC_probe_read_user)
		helper = BPF_FUNC_copy_from_user;
	else if (dtp->dt_sleepable && helper == BPF_FUNC_probe_read_user_str &&
	    dt_link_copystr_id(dtp) > 0) {
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_4, 0));
		dt_irlist_append(dlp, BPF_CALL_KFUNC(dtp->dt_copystr_id));
		/* It returns an int: -EFAULT is 0xfffffff2 in r0. */
		dt_irlist_append(dlp, BPF_MOVSX64_REG(BPF_REG_0, BPF_REG_0, 32));
		return;
	}
	dt_irlist_append(dlp, BPF_CALL_HELPER(helper));
}

/*
 * Copy a statement's code to the end of dlp.  Its labels are renamed, so
 * one program may hold the same clause more than once (a stapsdt site
 * enabled both as stapsdtPID:... and as PROVIDERPID:...).
 */
static int
dt_link_copy(dtrace_hdl_t *dtp, dt_irlist_t *dlp, const dt_irlist_t *src)
{
	uint32_t *newlbl = calloc(dtp->dt_labels + 1, sizeof(uint32_t));
	const dt_irnode_t *dip;

	if (newlbl == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (dip = src->dl_list; dip != NULL; dip = dip->di_next)
		if (dip->di_label != 0 && dip->di_label <= dtp->dt_labels)
			newlbl[dip->di_label] = dt_irlist_label(dlp);
	for (dip = src->dl_list; dip != NULL; dip = dip->di_next) {
		dt_irnode_t *n;

		if (dip->di_label != 0) {
			dt_irlist_place(dlp, newlbl[dip->di_label]);
			continue;
		}
		if (dip->di_reloc == DT_RL_AGG_ZERO) {
			dt_link_zero(dtp, dlp, DT_MR_AGGKEY);
			continue;
		}
		if (dip->di_reloc == DT_RL_ZERO) {
			dt_link_zero(dtp, dlp, (dt_memregion_t)dip->di_relarg);
			continue;
		}
		if (dip->di_reloc == DT_RL_ERROR_CALL) {
			dt_link_error_call(dtp, dlp, dip->di_relarg);
			continue;
		}
		if (dip->di_reloc == DT_RL_UCOPY) {
			dt_link_ucopy(dtp, dlp, dip->di_instr.imm);
			continue;
		}
		n = dt_irlist_append(dlp, dip->di_instr);
		n->di_target = dip->di_target != 0 ? newlbl[dip->di_target] : 0;
		n->di_reloc = dip->di_reloc;
		n->di_relarg = dip->di_relarg;
		n->di_comment = dip->di_comment;
	}
	free(newlbl);
	return 0;
}

static int
dt_link_reloc(dtrace_hdl_t *dtp, const dt_irnode_t *dip,
    struct bpf_insn *insn)
{
	switch (dip->di_reloc) {
	case DT_RL_NONE:
		return 0;
	case DT_RL_MAP_FD:
	case DT_RL_MAP_VALUE:
		insn->imm = dtp->dt_mapfd[dip->di_relarg];
		return 0;
	case DT_RL_MEM_IMM:
		insn->imm += (int32_t)dtp->dt_memregion[dip->di_relarg];
		return 0;
	case DT_RL_MEM_OFF:
		insn->off += (int16_t)dtp->dt_memregion[dip->di_relarg];
		return 0;
	case DT_RL_AGG_KEYSZ:
		insn->imm += (int32_t)dtp->dt_aggkeysz;
		return 0;
	case DT_RL_DVAR_KEYSZ:
		insn->imm += (int32_t)dt_align8(dtp->dt_dvarkeysz);
		return 0;
	case DT_RL_DVAR_VALSZ:
		insn->imm += (int32_t)dt_align8(dtp->dt_dvarvalsz);
		return 0;
	case DT_RL_AGG_ZERO:	/* expanded by dt_link_copy() */
	case DT_RL_ZERO:
	case DT_RL_SUBPROG:	/* a label target, set by dt_link_resolve() */
	case DT_RL_ERROR_CALL:
	case DT_RL_UCOPY:	/* not copied by dt_link_copy(): the helper */
		return 0;
	}
	return -1;
}

/*
 * Set a jump's offset.  An unconditional jump too far for the 16-bit offset
 * becomes a "gotol" (BPF_JMP32 | BPF_JA with a 32-bit imm, kernel 6.6+);
 * so does one beyond half that range: the kernel inlines helpers
 * (bpf_loop(), map lookups) into more instructions, and refuses the program
 * if a jump's offset then overflows.  dt_link_far_conds() has made every
 * conditional jump near, by the same half range.
 */
static int
dt_link_jump(struct bpf_insn *insn, int64_t off)
{
	int64_t max = insn->code == (BPF_JMP | BPF_JA) ? INT16_MAX / 2 : INT16_MAX;

	if (insn->code == (BPF_JMP | BPF_CALL)) {	/* a subprogram call */
		insn->imm = (int32_t)off;
		return 0;
	}
	if (off >= -max - 1 && off <= max) {
		insn->off = (int16_t)off;
		return 0;
	}
	if (insn->code != (BPF_JMP | BPF_JA) || off < INT32_MIN || off > INT32_MAX)
		return -1;
	insn->code = BPF_JMP32 | BPF_JA;
	insn->off = 0;
	insn->imm = (int32_t)off;
	return 0;
}

/* The instruction index of every label of dlp, into lblpos. */
static void
dt_link_labels(const dt_irlist_t *dlp, uint32_t *lblpos)
{
	const dt_irnode_t *dip;
	uint32_t idx = 0;

	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			lblpos[dip->di_label] = idx;
		else
			idx++;
	}
}

static int
dt_link_is_cond(const dt_irnode_t *dip)
{
	uint8_t cls = BPF_CLASS(dip->di_instr.code);
	uint8_t op = BPF_OP(dip->di_instr.code);

	return dip->di_target != 0 && (cls == BPF_JMP || cls == BPF_JMP32) &&
	    op != BPF_JA && op != BPF_CALL && op != BPF_EXIT;
}

/*
 * Send the conditional jump dip to a gotol behind it (see below); returns
 * the last node inserted.
 */
static dt_irnode_t *
dt_link_far_cond(dt_irlist_t *dlp, dt_irnode_t *dip)
{
	uint32_t far = dt_irlist_label(dlp);
	dt_irnode_t *n;

	n = dt_irlist_insert(dlp, dip, BPF_JA_INSN(1), 0);
	n = dt_irlist_insert(dlp, n, BPF_NOP(), far);
	n = dt_irlist_insert(dlp, n, BPF_JA_INSN(0), 0);
	n->di_target = dip->di_target;
	n->di_comment = "far conditional jump";
	dip->di_target = far;
	return n;
}

/*
 * A conditional jump has a 16-bit offset only, and a big clause (or many
 * clauses on one probe) puts its target farther: the prologue's exit, a
 * clause's end.  Such a jump is sent to a gotol right behind it:
 *
 *	jcc L	  ->	jcc F; ja +1; F: ja L	(ja L becomes a gotol)
 *
 * Each rewrite moves the code after it, so passes repeat until one finds
 * nothing to rewrite; then the label positions it used are exact.  Label
 * numbers for F come from the handle's counter: lblpos has maxlbl slots.
 */
static int
dt_link_far_conds(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t **lblposp)
{
	uint32_t n, idx, *p;
	dt_irnode_t *dip;

	do {
		p = realloc(*lblposp, (dtp->dt_labels + 1) * sizeof(uint32_t));
		if (p == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		*lblposp = p;
		memset(p, 0, (dtp->dt_labels + 1) * sizeof(uint32_t));
		dt_link_labels(dlp, p);
		n = idx = 0;
		for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
			int64_t off;

			if (dip->di_label != 0)
				continue;
			idx++;
			if (!dt_link_is_cond(dip))
				continue;
			off = (int64_t)p[dip->di_target] - idx;
			if (off < INT16_MIN / 2 || off > INT16_MAX / 2) {
				dip = dt_link_far_cond(dlp, dip);
				idx += 2;
				n++;
			}
		}
	} while (n > 0);
	return 0;
}

/* Resolve labels and relocations into an instruction array. */
static int
dt_link_resolve(dtrace_hdl_t *dtp, dt_irlist_t *dlp,
    struct bpf_insn **insnsp, uint32_t *ninsnsp)
{
	uint32_t *lblpos = NULL, idx = 0;
	struct bpf_insn *insns;
	const dt_irnode_t *dip;

	if (dt_link_far_conds(dtp, dlp, &lblpos) != 0 ||
	    (insns = calloc(dlp->dl_len + 1, sizeof(struct bpf_insn))) == NULL) {
		free(lblpos);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			continue;
		insns[idx] = dip->di_instr;
		if (dip->di_target != 0 && dip->di_reloc == DT_RL_SUBPROG)
			insns[idx].imm = (int32_t)lblpos[dip->di_target] - (int32_t)(idx + 1);
		else if (dip->di_target != 0 && dt_link_jump(&insns[idx],
		    (int64_t)lblpos[dip->di_target] - (idx + 1)) != 0) {
			free(lblpos);
			free(insns);
			return dt_set_errmsg(dtp, EDT_BPF, "program too large: a "
			    "jump spans more than 2^31 instructions");
		}
		idx++;
	}
	/* Relocations second: PROBE_STR patches the following slot too. */
	idx = 0;
	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			continue;
		dt_link_reloc(dtp, dip, &insns[idx]);
		idx++;
	}
	free(lblpos);
	*insnsp = insns;
	*ninsnsp = idx;
	return 0;
}

/*
 * Start a program: the prologue, which exits at *exitlblp on failure.  If
 * dtrace:::ERROR has clauses, the program gets a label for its ERROR
 * subprogram, which the fault paths of its clauses call.
 */
void
dt_link_start(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t *exitlblp)
{
	dt_link_start_ctx(dtp, dlp, exitlblp, 0);
}

/*
 * The same for a program that runs in interrupt context (irq != 0), which
 * takes the CPU's other scratch memory value (dt_bpf.c).
 */
void
dt_link_start_ctx(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t *exitlblp,
    int irq)
{
	dt_link_start_pre(dtp, dlp, exitlblp, irq, NULL, NULL);
}

/*
 * The same with the provider's pre-check (pre, unless NULL) before the
 * prologue: code that sees only the context (r1, which it keeps) and
 * returns 0 from the program for a firing that is none of its probes,
 * before scratch memory is taken (an untraced system call).
 */
void
dt_link_start_pre(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t *exitlblp,
    int irq, void (*pre)(void *, dt_irlist_t *), void *arg)
{
	dt_probe_t *erp = dtp->dt_error_probe;

	dt_irlist_create(dlp, &dtp->dt_labels);
	*exitlblp = dt_irlist_label(dlp);
	dtp->dt_errlbl = erp != NULL && erp->pr_nstmts > 0 ?
	    dt_irlist_label(dlp) : 0;
	dtp->dt_errcalls = 0;
	if (pre != NULL)
		pre(arg, dlp);
	dt_cg_prologue(dtp, dlp, *exitlblp, irq);
	/* Clause-local variables start at 0 in every firing. */
	dt_link_zero(dtp, dlp, DT_MR_LOCALS);
}

/*
 * Append n clauses.  Each runs only while tracing is active (not while
 * draining after exit()) for DT_LINK_ACTIVE, always for DT_LINK_ALWAYS
 * (END runs while draining), only before tracing is active for
 * DT_LINK_WARMUP (BEGIN: nothing else fires before it).
 */
int
dt_link_clauses(dtrace_hdl_t *dtp, dt_irlist_t *dlp, dt_stmt_t *const *stmts,
    int n, int when)
{
	int i;

	for (i = 0; i < n; i++) {
		uint32_t skip = dt_irlist_label(dlp);

		if (when != DT_LINK_ALWAYS)
			dt_cg_activity_check(dtp, dlp, skip,
			    when == DT_LINK_WARMUP ? DT_ACTIVITY_WARMUP :
			    DT_ACTIVITY_ACTIVE);
		if (dt_link_copy(dtp, dlp, stmts[i]->st_code) != 0)
			return -1;
		dt_irlist_place(dlp, skip);
	}
	return 0;
}

/* Save (or restore) the firing probe's id and arguments around ERROR. */
static void
dt_link_error_save(dt_irlist_t *dlp, int restore)
{
	int from = restore ? DT_MEM_ERRSAVE : DT_MEM_ARGV;
	int to = restore ? DT_MEM_ARGV : DT_MEM_ERRSAVE;
	int i;

	for (i = 0; i < DT_MAXARGS; i++) {
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_REG_MEM,
		    from + 8 * i));
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0,
		    to + 8 * i));
	}
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_0, DT_REG_MEM,
	    restore ? DT_MEM_ERRPRID : DT_MEM_PRID));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, DT_REG_MEM, BPF_REG_0,
	    restore ? DT_MEM_PRID : DT_MEM_ERRPRID));
}

/*
 * The ERROR subprogram: called from a fault path with r1 = the probe
 * context, r2 = scratch memory, r3 = the faulting clause's id.  It fires
 * dtrace:::ERROR in place: saves the firing probe's id and arguments, sets
 * ERROR's (arg1 the enabled probe ID, arg2 the action, arg3 -1 for the DIF
 * offset we do not have, arg4 the fault, arg5 its address or value), runs
 * ERROR's clauses in its own stack frame, with their own this-> variables
 * (zeroed, as at any firing), and restores what it saved, so the clauses
 * after the faulting one see their probe and this-> variables as before.
 */
static int
dt_link_error_prog(dtrace_hdl_t *dtp, dt_irlist_t *dlp)
{
	dt_probe_t *erp = dtp->dt_error_probe;
	uint32_t lbl = dtp->dt_errlbl;
	dt_irnode_t *last, *dip;
	int i, rc;

	dtp->dt_errlbl = 0;	/* ERROR's own faults do not call ERROR */
	dt_irlist_place(dlp, lbl);
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_MOV64_REG(DT_REG_MEM, BPF_REG_2));
	dt_link_error_save(dlp, 0);

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV, 0));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_3,
	    DT_MEM_ARGV + 8));
	/* The fault word: the code in the low byte, the action above it. */
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_0, DT_REG_MEM,
	    DT_MEM_FAULT));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, 8));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1,
	    DT_MEM_ARGV + 16));
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV + 24,
	    -1));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0,
	    DT_MEM_ARGV + 32));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_REG_MEM,
	    DT_MEM_FAULTARG));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0,
	    DT_MEM_ARGV + 40));
	for (i = 6; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    (int32_t)erp->pr_desc.id));
	dt_link_zero(dtp, dlp, DT_MR_ERRLOCALS);

	last = dlp->dl_last;
	rc = dt_link_clauses(dtp, dlp, erp->pr_stmts, erp->pr_nstmts,
	    DT_LINK_ALWAYS);
	/* Their this-> variables: the ERROR region, not the firing's. */
	for (dip = last->di_next; dip != NULL; dip = dip->di_next)
		if ((dip->di_reloc == DT_RL_MEM_IMM ||
		    dip->di_reloc == DT_RL_MEM_OFF) &&
		    dip->di_relarg == DT_MR_LOCALS)
			dip->di_relarg = DT_MR_ERRLOCALS;
	dt_link_error_save(dlp, 1);
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_append(dlp, BPF_EXIT_INSN());
	return rc;
}

/*
 * End the program with the epilogue (and the ERROR subprogram if a fault
 * path calls it), resolve it into *insnsp (malloc'd) and destroy the list.
 * With fp != NULL also print it under title (-S).
 */
int
dt_link_finish(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl,
    const char *title, struct bpf_insn **insnsp, uint32_t *ninsnsp, FILE *fp)
{
	int rc = 0;

	dt_cg_epilogue(dtp, dlp, exitlbl);
	if (dtp->dt_errcalls > 0)
		rc = dt_link_error_prog(dtp, dlp);
	dtp->dt_errlbl = 0;
	if (rc != 0) {
		dt_irlist_destroy(dlp);
		return rc;
	}
	dt_cg_strloop_link(dtp, dlp);	/* after ERROR: its clauses may loop */
	rc = dt_link_resolve(dtp, dlp, insnsp, ninsnsp);
	dt_irlist_destroy(dlp);
	if (rc == 0 && fp != NULL)
		dt_dis_program(fp, title, *insnsp, *ninsnsp);
	return rc;
}
