/*
 * dt_cg_act.c: code for D actions and the records they send.
 *
 * Data-recording actions (trace, printf, exit ...) append records to the
 * clause's dt_datadesc_t (offsets fixed at compile time) and store their
 * values at those offsets in the output region of scratch memory; the
 * clause sends the whole record at its end (dt_cg.c).  The consumer
 * (dt_consume.c) walks the same descriptions to print the data.
 */
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cg.h"

/* ---- records ---- */

/* Store the value of dnp as record rec of the clause's data. */
void
dt_cg_store_rec(dt_cg_t *cg, dt_node_t *dnp, dt_func_t act)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	int64_t strsize = dt_opt(cg->dtp, DTRACEOPT_STRSIZE);
	int reg, idx;
	uint32_t off, ok;

	if (dt_cg_is_string(cg, dnp)) {
		idx = dt_datadesc_add(ddp, act, (uint32_t)strsize, 1, DT_RF_STRING);
		off = ddp->dtdd_recs[idx].dtrd_offset;
		reg = dt_cg_expr(cg, dnp);
		/* A NULL string (strchr() found nothing ...) faults, as in DTrace. */
		ok = dt_irlist_label(cg->dlp);
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, reg, 0, 0), ok);
		dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
		dt_irlist_place(cg->dlp, ok);
		dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, (int32_t)off);
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)strsize));
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
		dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	} else if ((dnp->dn_flags & DT_NF_REF) &&
	    !dt_type_is_pointer(dnp->dn_ctfp, dnp->dn_type)) {
		/* a struct, union or array: its bytes */
		size_t sz = dt_cg_size(cg, dnp);

		idx = dt_datadesc_add(ddp, act, (uint32_t)sz, 8, DT_RF_BYTES);
		off = ddp->dtdd_recs[idx].dtrd_offset;
		reg = dt_cg_expr(cg, dnp);
		dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, (int32_t)off);
		dt_cg_read_mem(cg, dnp, reg, (uint32_t)sz);
	} else {
		size_t sz = dt_cg_size(cg, dnp);
		uint32_t flags = (dnp->dn_flags & DT_NF_SIGNED) ? DT_RF_SIGNED : 0;
		if (dt_type_is_pointer(dnp->dn_ctfp, dnp->dn_type))
			flags |= DT_RF_POINTER, sz = 8;
		if (sz != 1 && sz != 2 && sz != 4 && sz != 8)
			dnerror(dnp, D_NOT_SUPPORTED, "recording a value of %zu bytes is "
			    "not supported yet", sz);
		idx = dt_datadesc_add(ddp, act, (uint32_t)sz, (uint32_t)sz, flags);
		off = ddp->dtdd_recs[idx].dtrd_offset;
		reg = dt_cg_expr(cg, dnp);
		dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, (int32_t)off);
		dt_cg_emit(cg, BPF_STX_MEM(dt_bpf_size(sz), BPF_REG_1, reg, 0));
	}
	dt_cg_reg_free(cg, reg);
}

static void
dt_cg_act_printf(dt_cg_t *cg, dt_node_t *fn)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	dt_node_t *arg;
	int idx = dt_datadesc_add(ddp, DT_ACT_PRINTF, 0, 1, 0);

	ddp->dtdd_recs[idx].dtrd_format = fn->dn_cg;
	ddp->dtdd_recs[idx].dtrd_arg = dt_node_list_len(fn->dn_args) - 1;
	for (arg = fn->dn_args->dn_list; arg != NULL; arg = arg->dn_list)
		dt_cg_store_rec(cg, arg, DT_ACT_PRINTF);
}

/* exit(n): an int record, and tracing starts draining (see dt_link.c). */
static void
dt_cg_act_exit(dt_cg_t *cg, dt_node_t *fn)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	int idx = dt_datadesc_add(ddp, DT_ACT_EXIT, 4, 4, DT_RF_SIGNED);
	int reg = dt_cg_expr(cg, fn->dn_args);

	cg->has_exit = 1;
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, (int32_t)ddp->dtdd_recs[idx].dtrd_offset);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_1, reg, 0));
	dt_cg_gvar_ptr(cg, reg);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, reg, DT_GVAR_ACTIVITY,
	    DT_ACTIVITY_DRAINING));
	dt_cg_reg_free(cg, reg);
}

/*
 * setopt(option [, value]): the strings as records; the first record's
 * dtrd_arg says whether a value follows.  The consumer sets the option
 * when it prints the record (dt_consume.c), as DTrace does.
 */
static void
dt_cg_act_setopt(dt_cg_t *cg, dt_node_t *fn)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	uint32_t first = ddp->dtdd_nrecs;
	dt_node_t *arg;

	for (arg = fn->dn_args; arg != NULL; arg = arg->dn_list)
		dt_cg_store_rec(cg, arg, DT_ACT_SETOPT);
	ddp->dtdd_recs[first].dtrd_arg = ddp->dtdd_nrecs - first - 1;
}

/* The most print() records of an object (printsize cuts it when printed). */
#define DT_PRINT_MAXSIZE	65536

/*
 * print(ptr): a record of the pointer, then a copy of the object it points
 * to; the object's type goes with the record's description (dtrd_arg) for
 * the consumer (dt_print.c).  A bad pointer is an invalid address fault.
 */
static void
dt_cg_act_print(dt_cg_t *cg, dt_node_t *fn)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	dt_node_t *arg = fn->dn_args;
	ctf_dict_t *fp = arg->dn_ctfp;
	ctf_id_t t = ctf_type_reference(fp, ctf_type_resolve(fp, arg->dn_type));
	ssize_t size = ctf_type_size(fp, t);
	int32_t off;
	int idx, reg;

	if (size > DT_PRINT_MAXSIZE)
		size = DT_PRINT_MAXSIZE;
	idx = dt_datadesc_add(ddp, DT_ACT_PRINT, 8 + (uint32_t)size, 8, 0);
	ddp->dtdd_recs[idx].dtrd_arg = (uint64_t)t;
	off = (int32_t)ddp->dtdd_recs[idx].dtrd_offset;
	reg = dt_cg_expr(cg, arg);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, off);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, reg, 0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 8));
	dt_cg_read_mem(cg, arg, reg, (uint32_t)size);
	dt_cg_reg_free(cg, reg);
}

void
dt_cg_action(dt_cg_t *cg, dt_node_t *fn)
{
	switch (fn->dn_ident->di_id) {
	case DT_ACT_TRACE:
		dt_cg_store_rec(cg, fn->dn_args, DT_ACT_TRACE);
		break;
	case DT_ACT_PRINTF:
		dt_cg_act_printf(cg, fn);
		break;
	case DT_ACT_EXIT:
		dt_cg_act_exit(cg, fn);
		break;
	case DT_ACT_SETOPT:
		dt_cg_act_setopt(cg, fn);
		break;
	case DT_ACT_PRINT:
		dt_cg_act_print(cg, fn);
		break;
	case DT_ACT_PRINTA: case DT_ACT_CLEAR: case DT_ACT_TRUNC:
	case DT_ACT_NORMALIZE: case DT_ACT_DENORMALIZE:
		dt_cg_aggact(cg, fn);
		break;
	case DT_ACT_SPECULATE: case DT_ACT_COMMIT: case DT_ACT_DISCARD:
		dt_cg_spec(cg, fn);
		break;
	default:
		dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet",
		    fn->dn_ident->di_name);
	}
}

