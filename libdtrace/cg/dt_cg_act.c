/*
 * dt_cg_act.c: code for D actions and the records they send.
 *
 * Data-recording actions (trace, printf, exit ...) append records to the
 * clause's dt_datadesc_t (offsets fixed at compile time) and store their
 * values at those offsets in the output region of scratch memory; the
 * clause sends the whole record at its end (dt_cg.c).  The consumer
 * (dt_consume.c) walks the same descriptions to print the data.
 *
 * Records of the actions that dt_consume_act.c prints:
 *
 *	tracemem	u64 number of bytes to print, then the size bytes read
 *	stack		frames x u64 pc, bpf_get_stack() (zero after the last)
 *	ustack, jstack	u64 pid, then frames x u64 pc (BPF_F_USER_STACK)
 *	sym, func, mod	u64 address
 *	usym, ufunc,	u64 pid, u64 address
 *	umod, uaddr
 *	system, freopen	a format record, then the arguments (as printf)
 *	ftruncate	an empty record
 *
 * Stacks and symbolic addresses are DT_RF_SYM records whose dtrd_arg says
 * which; dt_cg_symval() (dt_cg_stack.c) fills one wherever it goes: an
 * action's record, a printf() argument (%k, %A) or an aggregation key
 * (dt_cg_agg.c).  raise() and stop() record nothing: they call
 * bpf_send_signal().
 */
#include <signal.h>
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"
#include "dt_cg.h"
#include "dt_kallsyms.h"

/* A stack or symbol as the clause's next record, for action act. */
static void
dt_cg_symrec(dt_cg_t *cg, dt_node_t *fn, dt_func_t act)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	int idx = dt_datadesc_add(ddp, act, dt_symfunc_size(fn), 8, DT_RF_SYM);

	ddp->dtdd_recs[idx].dtrd_arg = (uint64_t)fn->dn_ident->di_id;
	dt_cg_symval(cg, fn, DT_MR_OUT, (int32_t)ddp->dtdd_recs[idx].dtrd_offset);
}

/* ---- records ---- */

/*
 * trace() of a char array (not of a string) records the array's bytes, as
 * Oracle DTrace does: they print as the hex dump like any other array.
 */
static int
dt_cg_trace_chars(dt_cg_t *cg, const dt_node_t *dnp, dt_func_t act)
{
	return act == DT_ACT_TRACE && !(dnp->dn_ctfp == cg->dtp->dt_ddefs &&
	    dnp->dn_type == cg->dtp->dt_type_string);
}

/* Store the value of dnp as record rec of the clause's data. */
void
dt_cg_store_rec(dt_cg_t *cg, dt_node_t *dnp, dt_func_t act)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	int64_t strsize = dt_strbytes(cg->dtp);
	int reg, idx;
	uint32_t off, ok;

	if (dt_node_is_symfunc(dnp)) {		/* printf("%k", stack()) */
		dt_cg_symrec(cg, dnp, act);
		return;
	}
	if (dt_cg_is_string(cg, dnp) && !dt_cg_trace_chars(cg, dnp, act)) {
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
		/* a struct, union or array: its bytes; a float is printed
		   as an integer of its size by trace(), as in DTrace */
		size_t sz = dt_cg_size(cg, dnp);

		idx = dt_datadesc_add(ddp, act, (uint32_t)sz, 8,
		    dt_type_is_float(dnp->dn_ctfp, dnp->dn_type) ? 0 :
		    DT_RF_BYTES);
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

/* printf(), and system() and freopen() which format as it does. */
static void
dt_cg_act_printf(dt_cg_t *cg, dt_node_t *fn, dt_func_t act)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	dt_node_t *arg;
	int idx = dt_datadesc_add(ddp, act, 0, 1, 0);

	ddp->dtdd_recs[idx].dtrd_format = fn->dn_cg;
	ddp->dtdd_recs[idx].dtrd_arg = dt_node_list_len(fn->dn_args) - 1;
	for (arg = fn->dn_args->dn_list; arg != NULL; arg = arg->dn_list)
		dt_cg_store_rec(cg, arg, act);
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
 * the consumer (dt_sink_text_print.c).  A bad pointer is an invalid address fault.
 */
static void
dt_cg_print_ptr(dt_cg_t *cg, dt_node_t *arg)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	ctf_dict_t *fp = arg->dn_ctfp;
	ctf_id_t t = ctf_type_reference(fp, ctf_type_resolve(fp, arg->dn_type));
	ssize_t size = ctf_type_size(fp, t);
	int32_t off;
	int idx, reg;

	if (size > DT_PRINT_MAXSIZE)
		size = DT_PRINT_MAXSIZE;
	idx = dt_datadesc_add(ddp, DT_ACT_PRINT, 8 + (uint32_t)size, 8, 0);
	ddp->dtdd_recs[idx].dtrd_arg = (uint64_t)t;
	ddp->dtdd_recs[idx].dtrd_ctfp = fp;
	off = (int32_t)ddp->dtdd_recs[idx].dtrd_offset;
	reg = dt_cg_expr(cg, arg);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, off);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, reg, 0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 8));
	dt_cg_read_mem(cg, arg, reg, (uint32_t)size);
	dt_cg_reg_free(cg, reg);
}

/*
 * print(x) of any other value: its bytes alone (DT_RF_BYTES: no address
 * comes first), a string up to its NUL, a scalar at its type's size.
 */
static void
dt_cg_print_val(dt_cg_t *cg, dt_node_t *arg)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	int str = dt_cg_is_string(cg, arg), ref = (arg->dn_flags & DT_NF_REF) != 0;
	uint32_t size = str ? (uint32_t)dt_strbytes(cg->dtp) : (uint32_t)dt_cg_size(cg, arg);
	int idx, reg;

	if (size > DT_PRINT_MAXSIZE)
		size = DT_PRINT_MAXSIZE;
	if (!str && !ref && size != 1 && size != 2 && size != 4 && size != 8)
		dnerror(arg, D_NOT_SUPPORTED, "print( ) of a value of %u bytes is "
		    "not supported yet", size);
	idx = dt_datadesc_add(ddp, DT_ACT_PRINT, size, 8, DT_RF_BYTES);
	ddp->dtdd_recs[idx].dtrd_arg = (uint64_t)arg->dn_type;
	ddp->dtdd_recs[idx].dtrd_ctfp = arg->dn_ctfp;
	reg = dt_cg_expr(cg, arg);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, (int32_t)ddp->dtdd_recs[idx].dtrd_offset);
	if (str) {
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
		dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	} else if (ref)
		dt_cg_read_mem(cg, arg, reg, size);
	else
		dt_cg_emit(cg, BPF_STX_MEM(dt_bpf_size(size), BPF_REG_1, reg, 0));
	dt_cg_reg_free(cg, reg);
}

static void
dt_cg_act_print(dt_cg_t *cg, dt_node_t *fn)
{
	if (dt_node_is_pointer(fn->dn_args))
		dt_cg_print_ptr(cg, fn->dn_args);
	else
		dt_cg_print_val(cg, fn->dn_args);
}

/*
 * tracemem(addr, size [, dynsize]): the count to print (dynsize if it is
 * in [0, size], else size), then size bytes from addr: user memory below
 * the kernel's half of the address space, kernel memory above it.
 */
static void
dt_cg_act_tracemem(dt_cg_t *cg, dt_node_t *fn)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	dt_node_t *addr = fn->dn_args, *size = addr->dn_list, *dsize = size->dn_list;
	int32_t n = (int32_t)size->dn_value;
	int idx = dt_datadesc_add(ddp, DT_ACT_TRACEMEM, 8 + (uint32_t)n, 8, 0);
	int32_t off = (int32_t)ddp->dtdd_recs[idx].dtrd_offset;
	uint32_t kern = dt_irlist_label(cg->dlp), done = dt_irlist_label(cg->dlp);
	uint32_t ok = dt_irlist_label(cg->dlp), big = dt_irlist_label(cg->dlp);
	int reg;

	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, off);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_1, 0, n));
	if (dsize != NULL) {
		reg = dt_cg_expr(cg, dsize);
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JGT, reg, n, 0), big);
		dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, off);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, reg, 0));
		dt_irlist_place(cg->dlp, big);
		dt_cg_reg_free(cg, reg);
	}
	reg = dt_cg_expr(cg, addr);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, off + 8);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, n));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSLT, reg, 0, 0), kern);
	dt_cg_call(cg, BPF_FUNC_probe_read_user);
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, kern);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_irlist_place(cg->dlp, done);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(cg->dlp, ok);
	dt_cg_reg_free(cg, reg);
}

/* raise(sig): bpf_send_signal(); a signal number out of range is illegal. */
static void
dt_cg_act_raise(dt_cg_t *cg, dt_node_t *fn)
{
	uint32_t ok = dt_irlist_label(cg->dlp);
	int reg = dt_cg_expr(cg, fn->dn_args);

	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, reg));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_1, 1));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLT, BPF_REG_1, _NSIG - 1, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, reg);
	dt_irlist_place(cg->dlp, ok);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, reg));
	dt_cg_call(cg, BPF_FUNC_send_signal);
	dt_cg_reg_free(cg, reg);
}

/* stop(): SIGSTOP to the current process. */
static void
dt_cg_act_stop(dt_cg_t *cg)
{
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_1, SIGSTOP));
	dt_cg_call(cg, BPF_FUNC_send_signal);
}

void
dt_cg_action(dt_cg_t *cg, dt_node_t *fn)
{
	switch (fn->dn_ident->di_id) {
	case DT_ACT_TRACE:
		dt_cg_store_rec(cg, fn->dn_args, DT_ACT_TRACE);
		break;
	case DT_ACT_PRINTF: case DT_ACT_SYSTEM: case DT_ACT_FREOPEN:
		dt_cg_act_printf(cg, fn, fn->dn_ident->di_id);
		break;
	case DT_ACT_FTRUNCATE:
		dt_datadesc_add(&cg->stp->st_ddesc, DT_ACT_FTRUNCATE, 0, 1, 0);
		break;
	case DT_ACT_TRACEMEM:
		dt_cg_act_tracemem(cg, fn);
		break;
	case DT_ACT_STACK: case DT_ACT_USTACK: case DT_ACT_JSTACK:
	case DT_SUB_SYM: case DT_SUB_FUNC: case DT_SUB_MOD: case DT_SUB_USYM:
	case DT_SUB_UFUNC: case DT_SUB_UMOD: case DT_SUB_UADDR:
		dt_cg_symrec(cg, fn, fn->dn_ident->di_id);
		break;
	case DT_ACT_RAISE:
		dt_cg_act_raise(cg, fn);
		break;
	case DT_ACT_STOP:
		dt_cg_act_stop(cg);
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
	case DT_ACT_CHILL: case DT_ACT_BREAKPOINT: case DT_ACT_PANIC:
		/* after the checks of its argument and place, as DTrace's */
		dnerror(fn, D_ACT_UNSUP, "%s( ) is not supported: a BPF program "
		    "can neither stop the kernel nor spin in it",
		    fn->dn_ident->di_name);
	default:
		dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet",
		    fn->dn_ident->di_name);
	}
}

