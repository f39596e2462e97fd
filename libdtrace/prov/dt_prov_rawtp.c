/*
 * dt_prov_rawtp.c: the rawtp provider, as in Oracle Linux DTrace: every
 * kernel tracepoint as the probe rawtp:<group>::<name>, fired by a raw
 * tracepoint program, with the tracepoint's own arguments untouched
 * (rawtp:sched::sched_switch beside sdt:sched::sched_switch).
 *
 * Probes.  The same as sdt's, made by the same code (dt_prov_sdt.h): the
 * btf_trace_<name> typedefs of vmlinux BTF, their groups from dt_tpgroups.c,
 * created all at once, on demand, by the first description that can name
 * a rawtp probe.
 *
 * Firing.  Each enabled probe is one BPF_PROG_TYPE_RAW_TRACEPOINT program
 * attached by the tracepoint's name (bpf_raw_tracepoint_open(): nothing
 * that outlives dtrace).  Its context is an array of u64, one per argument
 * after the hidden __data; the trampoline copies arguments 0..9 to argv[]
 * as they are (argN is the raw 64-bit value, as Oracle's: an int argument
 * is not sign-extended there) and 0 for the arguments the tracepoint does
 * not have.  The verifier refuses a read past the last argument, so the
 * trampoline reads no further.
 *
 * Types (args[], -lv).  args[N] has the argument's type as BTF names it
 * ("struct task_struct *", "pid_t", "const char *", "long unsigned int"),
 * which the compiler takes from the kernel's BTF, so args[N] converts argN
 * to that type (args[0] of an int is sign-extended) and args[N]->member
 * works.  A type C cannot name as a D type name (a function pointer, an
 * anonymous struct) is uint64_t, Oracle's type for what it cannot type.
 */
#include <stdio.h>
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_btf.h"
#include "dt_insn.h"
#include "dt_enabling.h"
#include "dt_prov_sdt.h"

typedef struct dt_rawtp_state {
	int rs_provided;	/* every tracepoint is a probe */
} dt_rawtp_state_t;

/* ---- probes ---- */

static int
dt_rawtp_populate(dtrace_hdl_t *dtp)
{
	dt_rawtp_state_t *rsp = dt_zalloc(dtp, sizeof(*rsp));

	if (rsp == NULL)
		return -1;
	if (dt_provider_create(dtp, "rawtp", &dt_rawtp, rsp) == NULL) {
		dt_free(dtp, rsp);
		return -1;
	}
	return 0;
}

static int
dt_rawtp_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "rawtp");

	if (pvp == NULL)
		return 0;
	return dt_sdt_provide_tps(dtp, pdp, "rawtp",
	    &((dt_rawtp_state_t *)pvp->pv_data)->rs_provided);
}

/* ---- programs ---- */

static int
dt_rawtp_nargs(const dt_probe_t *prp)
{
	const dt_sdt_tp_t *tp = prp->pr_data;

	return tp->tp_nargs < DT_MAXARGS ? tp->tp_nargs : DT_MAXARGS;
}

/* The probe id, then argv[i] = ctx[i] for the tracepoint's arguments. */
static int
dt_rawtp_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	int i, n = dt_rawtp_nargs(prp);

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    (int32_t)prp->pr_desc.id));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	for (i = 0; i < DT_MAXARGS; i++) {
		if (i >= n) {
			dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
			    DT_MEM_ARGV + 8 * i, 0));
			continue;
		}
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1,
		    8 * i));
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_2,
		    DT_MEM_ARGV + 8 * i));
	}
	return 0;
}

static int
dt_rawtp_target(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_target_t *tgp)
{
	tgp->tg_kind = DT_TARGET_RAWTP;
	tgp->tg_tpname = prp->pr_desc.prb;
	return 0;
}

/* ---- describing ---- */

/* buf = fmt with a and b; -1 if it does not fit. */
static int
dt_rawtp_put(char *buf, size_t size, const char *fmt, const char *a,
    const char *b)
{
	int n = snprintf(buf, size, fmt, a, b);

	return n < 0 || (size_t)n >= size ? -1 : 0;
}

/*
 * The D name of BTF type id into buf ("struct task_struct *", "const char
 * *", "pid_t"); -1 if it has none (a function, an array, no name).
 */
static int
dt_rawtp_tname(const struct btf *btf, uint32_t id, char *buf, size_t size)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const char *name, *kw = "", *fmt = "%s%s";
	char ref[256];
	size_t n;

	if (id == 0)
		return dt_rawtp_put(buf, size, "%s%s", "", "void");
	if (t == NULL)
		return -1;
	if (btf_is_ptr(t) || btf_is_mod(t) || btf_is_type_tag(t)) {
		if (dt_rawtp_tname(btf, t->type, ref, sizeof(ref)) != 0)
			return btf_is_ptr(t) ?
			    dt_rawtp_put(buf, size, "%s%s", "", "void *") : -1;
		n = strlen(ref);
		if (btf_is_ptr(t))
			fmt = ref[n - 1] == '*' ? "%s%s*" : "%s%s *";
		else if (btf_is_const(t) && ref[n - 1] != '*')
			kw = "const ";
		/* else volatile, restrict, a tag, char *const: char * */
		return dt_rawtp_put(buf, size, fmt, kw, ref);
	}
	if (btf_is_struct(t) || (btf_is_fwd(t) && !btf_kflag(t)))
		kw = "struct ";
	else if (btf_is_union(t) || btf_is_fwd(t))
		kw = "union ";
	else if (btf_is_enum(t) || btf_is_enum64(t))
		kw = "enum ";
	else if (!btf_is_int(t) && !btf_is_typedef(t))
		return -1;
	name = btf__name_by_offset(btf, t->name_off);
	if (name == NULL || name[0] == '\0')
		return -1;
	return dt_rawtp_put(buf, size, "%s%s", kw, name);
}

static const char *
dt_rawtp_argtype(dtrace_hdl_t *dtp, const struct btf *btf,
    const dt_sdt_tp_t *tp, int i)
{
	const struct btf_type *proto = btf__type_by_id(btf, tp->tp_proto);
	char buf[256];

	if (dt_rawtp_tname(btf, btf_params(proto)[i + 1].type, buf,
	    sizeof(buf)) != 0)
		return "uint64_t";
	return dt_sdt_tname(dtp, buf) ?: "uint64_t";
}

static int
dt_rawtp_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	const struct btf *btf = dt_btf_vmlinux();
	int i, n = dt_rawtp_nargs(prp);
	dt_argdesc_t *argv;

	*argcp = 0;
	*argvp = NULL;
	if (btf == NULL || n == 0)
		return 0;
	if ((argv = dt_zalloc(dtp, sizeof(dt_argdesc_t) * n)) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		argv[i].da_index = i;
		argv[i].da_native = dt_rawtp_argtype(dtp, btf, prp->pr_data, i);
	}
	*argcp = n;
	*argvp = argv;
	return 0;
}

static void
dt_rawtp_probe_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_free(dtp, datap);
}

static void
dt_rawtp_provider_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_free(dtp, datap);
}

const dt_provimpl_t dt_rawtp = {
	.name = "rawtp",
	/* Oracle's rawtp: everything private, names of unknown class */
	.attr_probe = { DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE,
	    DTRACE_CLASS_UNKNOWN },
	.attr_args = { DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE,
	    DTRACE_CLASS_ISA },
	.populate = dt_rawtp_populate,
	.provide = dt_rawtp_provide,
	.trampoline = dt_rawtp_trampoline,
	.target = dt_rawtp_target,
	.probe_info = dt_rawtp_probe_info,
	.probe_destroy = dt_rawtp_probe_destroy,
	.provider_destroy = dt_rawtp_provider_destroy,
};
