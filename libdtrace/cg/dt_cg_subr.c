/*
 * dt_cg_subr.c: code for D subroutines, the functions that return a value
 * (copyinstr ...).  dt_cg_subr() dispatches on the function's id, to this
 * file for the small ones and to the file of each concern for the others
 * (dt_cg_mem.c, dt_cg_net.c, dt_cg_proc.c, dt_cg_lock.c); each
 * subroutine evaluates its arguments, calls what it needs and returns its
 * result in a newly allocated register, as dt_cg_expr() does.  Bad user addresses raise
 * DTRACEFLT_BADADDR through dt_cg_fault().
 */
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_irlist.h"
#include "dt_type.h"
#include "dt_cg.h"


/*
 * copyinstr(addr [, len]): into a string temporary; returns its address.
 * At most strsize characters, and at most len if len (unsigned) is below
 * that: copyinstr(addr, 0) is "", as in DTrace.
 */
static int
dt_cg_copyinstr(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t n = dt_cg_strtmp(cg);
	int32_t off = dt_cg_strtmp_off(cg, n);
	int64_t strsize = dt_strbytes(cg->dtp);
	dt_node_t *size = dnp->dn_args->dn_list;
	uint32_t ok = dt_irlist_label(cg->dlp);
	int reg, sreg;

	if (size != NULL) {
		dt_cg_operands(cg, dnp->dn_args, size, &reg, &sreg);
		/* r2 = len < strsize ? len + 1 : strsize */
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)strsize));
		dt_cg_emit(cg, BPF_JMP_IMM(BPF_JGE, sreg, (int32_t)strsize, 2));
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, sreg));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		dt_cg_reg_free(cg, sreg);
	} else {
		reg = dt_cg_expr(cg, dnp->dn_args);
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)strsize));
	}
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, off);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
	dt_cg_call(cg, BPF_FUNC_probe_read_user_str);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(cg->dlp, ok);
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, off);
	return reg;
}

/* rand(): a pseudo-random int, as DTrace: bpf_get_prandom_u32() as an int. */
static int
dt_cg_rand(dt_cg_t *cg, dt_node_t *dnp)
{
	int reg = dt_cg_reg_alloc(cg, dnp);

	dt_cg_call(cg, BPF_FUNC_get_prandom_u32);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
	dt_cg_normalize(cg, reg, dnp);
	return reg;
}

/*
 * getmajor(dev), getminor(dev): the kernel's dev_t (MAJOR() and MINOR() of
 * <linux/kdev_t.h>: 12 bits of major above 20 bits of minor), as DTrace on
 * Linux.
 */
static int
dt_cg_devno(dt_cg_t *cg, dt_node_t *dnp)
{
	int reg = dt_cg_expr(cg, dnp->dn_args);

	if (dnp->dn_ident->di_id == DT_SUB_GETMAJOR) {
		dt_cg_emit(cg, BPF_MOV32_REG(reg, reg));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, reg, 20));
	} else {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, reg, 0xfffff));
	}
	return reg;
}

int
dt_cg_subr(dt_cg_t *cg, dt_node_t *dnp)
{
	switch (dnp->dn_ident->di_id) {
	case DT_SUB_COPYINSTR:
		return dt_cg_copyinstr(cg, dnp);
	case DT_SUB_STRLEN: case DT_SUB_STRJOIN: case DT_SUB_SUBSTR:
	case DT_SUB_INDEX: case DT_SUB_RINDEX: case DT_SUB_STRCHR:
	case DT_SUB_STRRCHR: case DT_SUB_STRSTR: case DT_SUB_STRTOK:
	case DT_SUB_BASENAME: case DT_SUB_DIRNAME: case DT_SUB_LLTOSTR:
	case DT_SUB_TOUPPER: case DT_SUB_TOLOWER: case DT_SUB_STRTOLL:
	case DT_SUB_CLEANPATH: case DT_SUB_COPYOUTSTR:
		return dt_cg_str_subr(cg, dnp);
	case DT_SUB_ALLOCA:
	case DT_SUB_COPYIN:
	case DT_SUB_COPYINTO:
	case DT_SUB_BCOPY:
	case DT_SUB_COPYOUT:
		return dt_cg_mem_subr(cg, dnp);
	case DT_SUB_HTONS: case DT_SUB_HTONL: case DT_SUB_HTONLL:
	case DT_SUB_NTOHS: case DT_SUB_NTOHL: case DT_SUB_NTOHLL:
	case DT_SUB_INET_NTOA: case DT_SUB_INET_NTOA6: case DT_SUB_INET_NTOP:
	case DT_SUB_LINK_NTOP:
		return dt_cg_net_subr(cg, dnp);
	case DT_SUB_PROGENYOF:
		return dt_cg_progenyof(cg, dnp);
	case DT_SUB_D_EXECARGS:
		return dt_cg_execargs(cg, dnp);
	case DT_SUB_RAND:
		return dt_cg_rand(cg, dnp);
	case DT_SUB_GETMAJOR:
	case DT_SUB_GETMINOR:
		return dt_cg_devno(cg, dnp);
	case DT_SUB_D_PATH:
		return dt_cg_d_path(cg, dnp);
	case DT_SUB_SPECULATION:
		return dt_cg_speculation(cg, dnp);
	case DT_SUB_MUTEX_OWNED: case DT_SUB_MUTEX_OWNER:
	case DT_SUB_MUTEX_TYPE_ADAPTIVE: case DT_SUB_MUTEX_TYPE_SPIN:
	case DT_SUB_RW_READ_HELD: case DT_SUB_RW_WRITE_HELD:
	case DT_SUB_RW_ISWRITER:
		return dt_cg_lock_subr(cg, dnp);
	default:
		dnerror(dnp, D_NOT_SUPPORTED, "%s( ) is not supported yet",
		    dnp->dn_ident->di_name);
	}
}
