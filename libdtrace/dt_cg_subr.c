/*
 * dt_cg_subr.c: code for D subroutines, the functions that return a value
 * (copyinstr ...).  dt_cg_subr() dispatches on the function's id; each
 * subroutine evaluates its arguments, calls what it needs and returns its
 * result in a newly allocated register, as dt_cg_expr() does.  Bad user
 * addresses raise DTRACEFLT_BADADDR through dt_cg_fault().
 */
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cg.h"


/*
 * copyinstr(addr [, len]): into a string temporary; returns its address.
 * At most strsize - 1 bytes, and at most len if len (unsigned) is below
 * strsize: copyinstr(addr, 0) is "", as in DTrace.
 */
static int
dt_cg_copyinstr(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t n = dt_cg_strtmp(cg);
	int32_t off = dt_cg_strtmp_off(cg, n);
	int64_t strsize = dt_opt(cg->dtp, DTRACEOPT_STRSIZE);
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
	case DT_SUB_CLEANPATH:
		return dt_cg_str_subr(cg, dnp);
	case DT_SUB_SPECULATION:
		return dt_cg_speculation(cg, dnp);
	default:
		dnerror(dnp, D_NOT_SUPPORTED, "%s( ) is not supported yet",
		    dnp->dn_ident->di_name);
	}
}
