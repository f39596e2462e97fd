/*
 * dt_cg_bvar.c: code for D's built-in variables.
 *
 * dt_cg_builtin() leaves the value of a built-in variable in a register:
 * probe arguments from scratch memory (the trampoline put them there),
 * process and thread identity from BPF helpers, curthread (the task
 * pointer, bpf_get_current_task), ppid through the task's
 * real_parent (offsets from kernel BTF, dt_btf.c), execname in a string
 * temporary, and the probe's names from the probes map, looked up at run
 * time by the firing probe's id so that clause code serves many probes.
 */
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_irlist.h"
#include "dt_type.h"
#include "dt_btf.h"
#include "dt_cg.h"

void
dt_cg_kread(dt_cg_t *cg, int slot, int src, int32_t off, int size)
{
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, src));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	if (size < 8)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, slot, 0));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
}

static void
dt_cg_ppid(dt_cg_t *cg, const dt_node_t *dnp, int reg)
{
	uint32_t poff, toff;

	if (dt_btf_offset("task_struct", "real_parent", &poff) != 0 ||
	    dt_btf_offset("task_struct", "tgid", &toff) != 0)
		dnerror(dnp, D_NOT_SUPPORTED, "ppid is not available: no kernel BTF");
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_kread(cg, DT_STK_KEY, BPF_REG_0, (int32_t)poff, 8);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, DT_STK_KEY));
	dt_cg_kread(cg, DT_STK_KEY, BPF_REG_0, (int32_t)toff, 4);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, reg, BPF_REG_FP, DT_STK_KEY));
	dt_cg_normalize(cg, reg, dnp);
}

static void
dt_cg_execname(dt_cg_t *cg, int reg)
{
	uint32_t n = dt_cg_strtmp(cg);

	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, dt_cg_strtmp_off(cg, n));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 16));
	dt_cg_call(cg, BPF_FUNC_get_current_comm);
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, dt_cg_strtmp_off(cg, n));
}

/*
 * probeprov/mod/func/name: the clause's code serves many probes, so the
 * firing probe's names come from the probes map (key: probe id, value: a
 * dtrace_probedesc_t's four names) at run time; "" if it has none.
 */
static void
dt_cg_probe_str(dt_cg_t *cg, int reg, int field)
{
	static const int32_t off[4] = {
		offsetof(dtrace_probedesc_t, prv) - offsetof(dtrace_probedesc_t, prv),
		offsetof(dtrace_probedesc_t, mod) - offsetof(dtrace_probedesc_t, prv),
		offsetof(dtrace_probedesc_t, fun) - offsetof(dtrace_probedesc_t, prv),
		offsetof(dtrace_probedesc_t, prb) - offsetof(dtrace_probedesc_t, prv),
	};
	dt_irlist_t *dlp = cg->dlp;
	uint32_t found = dt_irlist_label(dlp), done = dt_irlist_label(dlp);

	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_0, DT_REG_MEM, DT_MEM_PRID));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, DT_STK_KEY));
	dt_irlist_ldmap(dlp, BPF_REG_1, DT_MAP_PROBES);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), found);
	dt_irlist_ldmapval(dlp, reg, DT_MAP_STRTAB, dt_strtab_insert(cg->dtp, ""));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, found);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, off[field]));
	dt_irlist_place(dlp, done);
}

/*
 * The clock of this firing: the first use stores it in scratch memory
 * (the prologue zeroes it) and every later use in the firing's clauses
 * reads that value, as in DTrace (t = timestamp; timestamp - t is 0).
 * Without a branch: each use reads the clock and keeps it only if none
 * is stored yet (mask = stored ? ~0 : 0, from (s | -s) >> 63, as clock
 * values are positive), since a conditional jump per use made a clause
 * with thousands of uses too long a jump sequence for the verifier.
 */
static void
dt_cg_timestamp(dt_cg_t *cg, int reg)
{
	dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, DT_REG_MEM, DT_MEM_TIMESTAMP));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
	dt_cg_emit(cg, BPF_NEG64(BPF_REG_2));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_OR, BPF_REG_2, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_2, 63));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_1, BPF_REG_2));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_XOR, BPF_REG_2, -1));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_0, BPF_REG_2));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_OR, BPF_REG_0, BPF_REG_1));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0, DT_MEM_TIMESTAMP));
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
}

void
dt_cg_builtin(dt_cg_t *cg, const dt_node_t *dnp, int reg)
{
	dt_bvar_t id = dnp->dn_ident->di_id;

	switch (id) {
	case DT_BV_ARG0: case DT_BV_ARG1: case DT_BV_ARG2: case DT_BV_ARG3:
	case DT_BV_ARG4: case DT_BV_ARG5: case DT_BV_ARG6: case DT_BV_ARG7:
	case DT_BV_ARG8: case DT_BV_ARG9:
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * (id - DT_BV_ARG0)));
		return;
	case DT_BV_ARGS:	/* args[N]: argv[N] as the argument's type */
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * (int16_t)dnp->dn_value));
		dt_cg_normalize(cg, reg, dnp);
		return;
	case DT_BV_PID:
	case DT_BV_TID:
		dt_cg_call(cg, BPF_FUNC_get_current_pid_tgid);
		dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
		if (id == DT_BV_PID)
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, reg, 32));
		else
			dt_cg_emit(cg, BPF_MOV32_REG(reg, reg));
		return;
	case DT_BV_UID:
	case DT_BV_GID:
		dt_cg_call(cg, BPF_FUNC_get_current_uid_gid);
		dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
		if (id == DT_BV_GID)
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, reg, 32));
		else
			dt_cg_emit(cg, BPF_MOV32_REG(reg, reg));
		return;
	case DT_BV_PPID:
		dt_cg_ppid(cg, dnp, reg);
		return;
	case DT_BV_CURTHREAD:	/* a kernel pointer: loads probe-read it */
		dt_cg_call(cg, BPF_FUNC_get_current_task);
		dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
		return;
	case DT_BV_CPU:
		dt_cg_call(cg, BPF_FUNC_get_smp_processor_id);
		dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
		return;
	case DT_BV_TIMESTAMP:
	case DT_BV_VTIMESTAMP:
	case DT_BV_WALLTIMESTAMP:
		dt_cg_timestamp(cg, reg);
		if (id == DT_BV_WALLTIMESTAMP) {
			dt_irlist_ldimm64(cg->dlp, BPF_REG_1, cg->dtp->dt_walloffset);
			dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, reg, BPF_REG_1));
		}
		return;
	case DT_BV_EXECNAME:
		dt_cg_execname(cg, reg);
		return;
	case DT_BV_PROBEPROV: case DT_BV_PROBEMOD:
	case DT_BV_PROBEFUNC: case DT_BV_PROBENAME:
		dt_cg_probe_str(cg, reg, id - DT_BV_PROBEPROV);
		return;
	case DT_BV_UREGS:
		dt_cg_uregs(cg, dnp, reg);		/* dt_cg_uregs.c */
		return;
	case DT_BV_CALLER: case DT_BV_UCALLER:
		dt_cg_caller(cg, dnp, id == DT_BV_UCALLER, reg);	/* dt_cg_act.c */
		return;
	case DT_BV_STACKDEPTH: case DT_BV_USTACKDEPTH:
		dt_cg_stackdepth(cg, id == DT_BV_USTACKDEPTH, reg);	/* dt_cg_act.c */
		return;
	case DT_BV_CWD: case DT_BV_ROOTDIR:
		dt_cg_path(cg, dnp, id == DT_BV_ROOTDIR, reg);	/* dt_cg_path.c */
		return;
	case DT_BV_IPL:		/* no interrupt priority levels on Linux */
		dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
		return;
	case DT_BV_ID:
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, reg, DT_REG_MEM, DT_MEM_PRID));
		return;
	case DT_BV_ERRNO:	/* set by syscall return probes, else 0 */
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, reg, DT_REG_MEM, DT_MEM_ERRNO));
		return;
	case DT_BV_EPID:
		/* the enabled probe ID names the clause (fault messages, ERROR) */
		dt_cg_setx(cg, reg, cg->stp->st_id + 1);
		return;
	default:
		dnerror(dnp, D_NOT_SUPPORTED, "built-in variable %s is not supported yet",
		    dnp->dn_ident->di_name);
	}
}
