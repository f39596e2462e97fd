/*
 * dt_cg_lock.c: the kernel lock subroutines, as Oracle Linux DTrace has
 * them on Linux's locks: mutex_owned(), mutex_owner(), mutex_type_adaptive()
 * and mutex_type_spin() on a struct mutex *, rw_read_held(),
 * rw_write_held() and rw_iswriter() on an rwlock_t *.
 *
 * A mutex's owner is its atomic_long_t owner: the owning task's address
 * with flag bits in the low three (MUTEX_FLAGS of kernel/locking/mutex.c);
 * mutex_owner() is that address (NULL if the mutex is free), mutex_owned()
 * whether it is the current task.  Every Linux mutex is adaptive (it spins
 * while its owner runs, then sleeps): mutex_type_adaptive() is 1 and
 * mutex_type_spin() 0, after evaluating the argument.  An rwlock_t is a
 * queued rwlock whose atomic_t cnts holds the readers above bit 9 and the
 * writer in the low 9 bits (_QW_LOCKED 0xff, _QW_WAITING 0x100 of
 * asm-generic/qrwlock_types.h): rw_read_held() is cnts & ~0x1ff (non-zero
 * while readers hold it), rw_write_held() cnts & 0xff (a writer holds it),
 * rw_iswriter() cnts & 0x1ff (a writer holds it or waits), Oracle's values
 * (read as 4 bytes, where Oracle reads 8 and so the wait lock's too).
 *
 * The offsets come from the kernel's BTF (dt_btf.c), so the lock's layout
 * is this kernel's; without kernel BTF the subroutine is refused.  The
 * lock is read with bpf_probe_read_kernel(): an address that cannot be
 * read (NULL included) raises DTrace's invalid address fault.
 */
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_btf.h"
#include "dt_cg.h"

#define DT_MUTEX_FLAGS	0x07
#define DT_QW_WMASK	0x1ff
#define DT_QW_LOCKED	0xff

/* The offset of the lock word the subroutine reads, and its size. */
static void
dt_cg_lock_word(dt_node_t *dnp, uint32_t *offp, int *sizep)
{
	int mutex = dnp->dn_ident->di_id == DT_SUB_MUTEX_OWNED ||
	    dnp->dn_ident->di_id == DT_SUB_MUTEX_OWNER;
	uint32_t raw, cnts;

	if (mutex && dt_btf_offset("mutex", "owner", offp) == 0) {
		*sizep = 8;
		return;
	}
	if (!mutex && dt_btf_offset("rwlock_t", "raw_lock", &raw) == 0 &&
	    dt_btf_offset("qrwlock", "cnts", &cnts) == 0) {
		*offp = raw + cnts;
		*sizep = 4;
		return;
	}
	dnerror(dnp, D_NOT_SUPPORTED, "%s( ) is not available: no kernel BTF "
	    "type %s", dnp->dn_ident->di_name, mutex ? "struct mutex" :
	    "rwlock_t");
}

/* reg = the lock word at reg + off, or the invalid address fault. */
static void
dt_cg_lock_read(dt_cg_t *cg, int reg, uint32_t off, int size)
{
	uint32_t ok = dt_irlist_label(cg->dlp);

	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, DT_STK_KEY, 0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(cg->dlp, ok);
	dt_cg_emit(cg, BPF_LDX_MEM(size == 4 ? BPF_W : BPF_DW, reg, BPF_REG_FP,
	    DT_STK_KEY));
}

/* reg = (reg == the current task) */
static void
dt_cg_lock_iscurrent(dt_cg_t *cg, int reg)
{
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_emit(cg, BPF_JMP_REG(BPF_JEQ, reg, BPF_REG_0, 2));
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
	dt_cg_emit(cg, BPF_JA_INSN(1));
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 1));
}

int
dt_cg_lock_subr(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_func_t id = dnp->dn_ident->di_id;
	uint32_t off;
	int reg, size;

	if (id == DT_SUB_MUTEX_TYPE_ADAPTIVE || id == DT_SUB_MUTEX_TYPE_SPIN) {
		reg = dt_cg_expr(cg, dnp->dn_args);
		dt_cg_emit(cg, BPF_MOV64_IMM(reg, id == DT_SUB_MUTEX_TYPE_ADAPTIVE));
		return reg;
	}
	dt_cg_lock_word(dnp, &off, &size);
	reg = dt_cg_expr(cg, dnp->dn_args);
	dt_cg_lock_read(cg, reg, off, size);
	switch (id) {
	case DT_SUB_MUTEX_OWNED:
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, reg, ~DT_MUTEX_FLAGS));
		dt_cg_lock_iscurrent(cg, reg);
		break;
	case DT_SUB_MUTEX_OWNER:
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, reg, ~DT_MUTEX_FLAGS));
		break;
	case DT_SUB_RW_READ_HELD:
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, reg, ~DT_QW_WMASK));
		break;
	case DT_SUB_RW_WRITE_HELD:
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, reg, DT_QW_LOCKED));
		break;
	default:	/* DT_SUB_RW_ISWRITER */
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, reg, DT_QW_WMASK));
		break;
	}
	return reg;
}
