/*
 * dt_prov_sdt.c: the sdt provider: every kernel tracepoint as the probe
 * sdt:<group>::<name>, as Oracle Linux DTrace names them (its sdt provider
 * maps the trace event <group>:<name> to sdt:<group>::<name>), e.g.
 * sdt:sched::sched_process_exec.
 *
 * Probes.  The tracepoints are the btf_trace_<name> typedefs of vmlinux BTF
 * (a pointer to the prototype void (void *__data, args...)), so listing
 * needs no tracefs; their groups come from dt_tpgroups.c (a tracepoint
 * that has no trace event, declared with DECLARE_TRACE only, has an empty
 * module).  They are created on demand, all at once and once per handle,
 * by the first description that can name an sdt probe: provider sdt, a
 * glob that matches it, or an empty provider (then only if the name is a
 * glob or a lower-case identifier that vmlinux BTF has a btf_trace_ for:
 * BEGIN or tick-1s do not pay for reading BTF and groups).  Module BTF is
 * not read: tracepoints of loadable modules are not probes yet.
 *
 * Firing.  Each enabled probe is one tp_btf program (BPF_PROG_TYPE_TRACING,
 * expected attach type BPF_TRACE_RAW_TP, attach_btf_id = the typedef's
 * id), attached with a raw tracepoint link (no tracefs, nothing that
 * outlives dtrace); the provider framework (dt_enabling.c) builds, loads,
 * attaches and detaches it.  The verifier lets a tp_btf program read only
 * integers and pointers to void, integers and structs: a tracepoint with
 * another argument (a function pointer, a pointer to a pointer) gets a raw
 * tracepoint program instead (BPF_PROG_TYPE_RAW_TRACEPOINT, attached by
 * name), whose context is the same array, unchecked.  The program's context is an array of u64, one
 * per argument after the hidden __data.  The trampoline copies arguments
 * 0..9 to argv[]: an integer argument narrower than 64 bits is sign- or
 * zero-extended from its BTF type, so arg1 of sched_process_exec (pid_t
 * old_pid) is the pid as DTrace would show it; an argument that is neither
 * an integer, an enum nor a pointer reads as 0.  The programs run in the
 * context the tracepoint fires in, an interrupt too: the prologue's nesting
 * depth gives them scratch memory of their own (dt_cg_prologue).
 *
 * Types (args[], -lv).  Integers and enums are intN_t/uintN_t of their
 * size and sign; char pointers are char *; every other pointer is void *
 * for now.  dt_sdt_ktype() is the one place where kernel types from BTF
 * give a pointer argument its real type (struct task_struct *): the
 * compiler converts the BTF type when a clause uses it.
 *
 * The rawtp provider (dt_prov_rawtp.c) makes the same probes with
 * dt_sdt_provide_tps() (dt_prov_sdt.h).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_glob.h"
#include "dt_btf.h"
#include "dt_insn.h"
#include "dt_enabling.h"
#include "dt_tpgroups.h"
#include "dt_prov_sdt.h"

#define DT_SDT_PREFIX	"btf_trace_"
#define DT_SDT_PREFIXLEN	(sizeof(DT_SDT_PREFIX) - 1)

typedef struct dt_sdt_state {
	int ss_provided;	/* every tracepoint is a probe */
	char **ss_tnames;	/* "struct task_struct *" ...: argument types */
	int ss_ntnames;
} dt_sdt_state_t;

/* What an argument is, from its BTF type. */
typedef enum dt_sdt_argkind {
	DT_SDT_AK_OTHER,	/* not readable as an integer: 0 */
	DT_SDT_AK_INT,		/* integer or enum of ak_size bytes */
	DT_SDT_AK_PTR		/* pointer */
} dt_sdt_argkind_t;

typedef struct dt_sdt_argtype {
	dt_sdt_argkind_t at_kind;
	int at_btf_ok;		/* a tp_btf program may read it */
	int at_size;		/* DT_SDT_AK_INT: bytes */
	int at_signed;
	const char *at_name;	/* D type name */
} dt_sdt_argtype_t;

/* ---- types ---- */

/* A type id with typedefs and qualifiers peeled off. */
static const struct btf_type *
dt_sdt_resolve(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t = btf__type_by_id(btf, id);

	while (t != NULL && (btf_is_typedef(t) || btf_is_mod(t) ||
	    btf_is_type_tag(t)))
		t = btf__type_by_id(btf, t->type);
	return t;
}

static const char *
dt_sdt_intname(int size, int issigned)
{
	static const char *const names[2][4] = {
		{ "uint8_t", "uint16_t", "uint32_t", "uint64_t" },
		{ "int8_t", "int16_t", "int32_t", "int64_t" },
	};
	int i = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3;

	return names[issigned != 0][i];
}

/* name, kept in the provider's state until dtrace_close(); or NULL. */
const char *
dt_sdt_tname(dtrace_hdl_t *dtp, const char *name)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "sdt");
	dt_sdt_state_t *ssp = pvp != NULL ? pvp->pv_data : NULL;
	char **v;
	int i;

	if (ssp == NULL)
		return NULL;
	for (i = 0; i < ssp->ss_ntnames; i++)
		if (strcmp(ssp->ss_tnames[i], name) == 0)
			return ssp->ss_tnames[i];
	v = realloc(ssp->ss_tnames, (ssp->ss_ntnames + 1) * sizeof(*v));
	if (v == NULL)
		return NULL;
	ssp->ss_tnames = v;
	if ((v[ssp->ss_ntnames] = strdup(name)) == NULL)
		return NULL;
	return v[ssp->ss_ntnames++];
}

/*
 * The D type of a pointer argument whose BTF type is ptr_id: a pointer to
 * a named kernel struct or union is that type ("struct task_struct *"),
 * which the compiler takes from the kernel's BTF (dt_btf_ctf.c), so
 * args[N]->member works; anything else (or no kernel types) is NULL:
 * void *.
 */
static const char *
dt_sdt_ktype(dtrace_hdl_t *dtp, const struct btf *btf, uint32_t ptr_id)
{
	const struct btf_type *t = dt_sdt_resolve(btf, ptr_id), *pt;
	const char *name;
	char buf[256];

	if (t == NULL || !btf_is_ptr(t) ||
	    (pt = btf__type_by_id(btf, t->type)) == NULL)
		return NULL;
	while (btf_is_mod(pt) || btf_is_type_tag(pt))
		if ((pt = btf__type_by_id(btf, pt->type)) == NULL)
			return NULL;
	if (!btf_is_composite(pt) ||
	    (name = btf__name_by_offset(btf, pt->name_off)) == NULL ||
	    name[0] == '\0' || dt_btf_get(dtp) == NULL)
		return NULL;
	snprintf(buf, sizeof(buf), "%s %s *", btf_is_struct(pt) ? "struct" :
	    "union", name);
	return dt_sdt_tname(dtp, buf);
}

static void
dt_sdt_argtype(dtrace_hdl_t *dtp, const struct btf *btf, uint32_t type_id,
    dt_sdt_argtype_t *atp)
{
	const struct btf_type *t = dt_sdt_resolve(btf, type_id), *pt;

	memset(atp, 0, sizeof(*atp));
	atp->at_name = "uint64_t";
	if (t == NULL)
		return;
	if (btf_is_int(t) && t->size <= 8) {
		atp->at_kind = DT_SDT_AK_INT;
		atp->at_size = t->size;
		atp->at_signed = (btf_int_encoding(t) & BTF_INT_SIGNED) != 0;
	} else if ((btf_is_enum(t) || btf_is_enum64(t)) && t->size <= 8) {
		atp->at_kind = DT_SDT_AK_INT;
		atp->at_size = t->size;
		atp->at_signed = btf_kflag(t);
	} else if (btf_is_ptr(t)) {
		atp->at_kind = DT_SDT_AK_PTR;
		pt = dt_sdt_resolve(btf, t->type);
		/* the verifier's rule: pointers to void, integers, structs */
		atp->at_btf_ok = pt == NULL || btf_is_void(pt) ||
		    btf_is_int(pt) || btf_is_composite(pt);
		if (pt != NULL && btf_is_int(pt) && pt->size == 1)
			atp->at_name = "char *";
		else if ((atp->at_name = dt_sdt_ktype(dtp, btf, type_id)) == NULL)
			atp->at_name = "void *";
		return;
	} else {
		return;
	}
	atp->at_btf_ok = 1;
	if (atp->at_size != 1 && atp->at_size != 2 && atp->at_size != 4)
		atp->at_size = 8;
	atp->at_name = dt_sdt_intname(atp->at_size, atp->at_signed);
}

/* The type of argument i (after __data) of a tracepoint. */
static void
dt_sdt_arg(dtrace_hdl_t *dtp, const struct btf *btf, const dt_sdt_tp_t *tp,
    int i, dt_sdt_argtype_t *atp)
{
	const struct btf_type *proto = btf__type_by_id(btf, tp->tp_proto);

	dt_sdt_argtype(dtp, btf, btf_params(proto)[i + 1].type, atp);
}

/* ---- probes ---- */

/* The FUNC_PROTO a btf_trace_ typedef points to, or 0. */
static uint32_t
dt_sdt_proto(const struct btf *btf, const struct btf_type *t)
{
	const struct btf_type *ptr = btf__type_by_id(btf, t->type), *fp;

	if (ptr == NULL || !btf_is_ptr(ptr) ||
	    (fp = btf__type_by_id(btf, ptr->type)) == NULL ||
	    !btf_is_func_proto(fp) || btf_vlen(fp) < 1)
		return 0;
	return ptr->type;
}

typedef struct dt_sdt_ent {
	const char *se_name;
	const char *se_group;
	dt_sdt_tp_t se_tp;
} dt_sdt_ent_t;

static int
dt_sdt_ent_cmp(const void *a, const void *b)
{
	const dt_sdt_ent_t *x = a, *y = b;
	int c = strcmp(x->se_group, y->se_group);

	return c != 0 ? c : strcmp(x->se_name, y->se_name);
}

/* Every btf_trace_ typedef of vmlinux with its group; their number or -1. */
static int
dt_sdt_collect(const struct btf *btf, const dt_tpgroups_t *tgs,
    dt_sdt_ent_t **entsp)
{
	uint32_t id, n = btf__type_cnt(btf);
	dt_sdt_ent_t *ents = NULL, *ne;
	int nents = 0, sz = 0;

	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name;
		uint32_t proto;

		if (!btf_is_typedef(t))
			continue;
		name = btf__name_by_offset(btf, t->name_off);
		if (name == NULL || strncmp(name, DT_SDT_PREFIX,
		    DT_SDT_PREFIXLEN) != 0 || (proto = dt_sdt_proto(btf, t)) == 0)
			continue;
		if (nents == sz) {
			sz = sz ? sz * 2 : 2048;
			if ((ne = realloc(ents, sz * sizeof(*ne))) == NULL) {
				free(ents);
				return -1;
			}
			ents = ne;
		}
		ne = &ents[nents++];
		ne->se_name = name + DT_SDT_PREFIXLEN;
		ne->se_group = dt_tpgroups_lookup(tgs, ne->se_name) ?: "";
		ne->se_tp.tp_btf_id = id;
		ne->se_tp.tp_proto = proto;
		ne->se_tp.tp_nargs = btf_vlen(btf__type_by_id(btf, proto)) - 1;
	}
	if (nents > 0)
		qsort(ents, nents, sizeof(*ents), dt_sdt_ent_cmp);
	*entsp = ents;
	return nents;
}

/* Create a probe for every tracepoint, in (group, name) order. */
static int
dt_sdt_create_all(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const struct btf *btf)
{
	dt_tpgroups_t *tgs = dt_tpgroups_read();
	dt_sdt_ent_t *ents = NULL;
	int n, i, rc = 0;

	if (tgs == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if ((n = dt_sdt_collect(btf, tgs, &ents)) < 0)
		rc = dt_set_errno(dtp, EDT_NOMEM);
	for (i = 0; i < n && rc == 0; i++) {
		dt_sdt_tp_t *tp = dt_alloc(dtp, sizeof(*tp));
		dt_probe_t *prp;

		if (tp == NULL) {
			rc = -1;
			break;
		}
		*tp = ents[i].se_tp;
		prp = dt_probe_insert(dtp, pvp, ents[i].se_group, "",
		    ents[i].se_name, tp);
		if (prp == NULL || prp->pr_data != tp)
			dt_free(dtp, tp);
		if (prp == NULL)
			rc = -1;
	}
	free(ents);
	dt_tpgroups_free(tgs);
	return rc;
}

/*
 * Could a description with no provider name a tracepoint?  A glob can;
 * names that are not lower-case identifiers (BEGIN, tick-1s) are no
 * tracepoint's, and the others are looked up in vmlinux BTF.
 */
static int
dt_sdt_maybe_tp(const char *name)
{
	char tname[DTRACE_NAMELEN + sizeof(DT_SDT_PREFIX)];
	struct btf *btf;
	const char *p;

	if (*name == '\0' || strpbrk(name, "*?[\\") != NULL)
		return 1;
	for (p = name; *p != '\0'; p++)
		if (!islower((unsigned char)*p) && !isdigit((unsigned char)*p) &&
		    *p != '_')
			return 0;
	if ((btf = dt_btf_vmlinux()) == NULL)
		return 0;
	snprintf(tname, sizeof(tname), "%s%s", DT_SDT_PREFIX, name);
	return btf__find_by_name_kind(btf, tname, BTF_KIND_TYPEDEF) > 0;
}

static int
dt_sdt_populate(dtrace_hdl_t *dtp)
{
	dt_sdt_state_t *ssp = dt_zalloc(dtp, sizeof(*ssp));

	if (ssp == NULL)
		return -1;
	if (dt_provider_create(dtp, "sdt", &dt_sdt, ssp) == NULL) {
		dt_free(dtp, ssp);
		return -1;
	}
	return 0;
}

/*
 * Make every tracepoint a probe of provider prov (sdt, rawtp: their
 * pr_data is a dt_sdt_tp_t) the first time a description could name one;
 * *providedp remembers it.  Returns the probes made.
 */
int
dt_sdt_provide_tps(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    const char *prov, int *providedp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, prov);
	uint32_t before = dtp->dt_nprobes;
	struct btf *btf;

	if (pvp == NULL || *providedp || !dt_gmatch(prov, pdp->prv) ||
	    !dt_gmatch("", pdp->fun))
		return 0;
	if ((pdp->prv[0] == '\0' && !dt_sdt_maybe_tp(pdp->prb)) ||
	    (btf = dt_btf_vmlinux()) == NULL)
		return 0;
	*providedp = 1;
	if (dt_sdt_create_all(dtp, pvp, btf) != 0)
		dt_dprintf("%s: creating the tracepoint probes failed: %s\n",
		    prov, dtrace_errmsg(dtp, dtrace_errno(dtp)));
	return (int)(dtp->dt_nprobes - before);
}

static int
dt_sdt_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "sdt");

	if (pvp == NULL)
		return 0;
	return dt_sdt_provide_tps(dtp, pdp, "sdt",
	    &((dt_sdt_state_t *)pvp->pv_data)->ss_provided);
}

static void
dt_sdt_probe_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_free(dtp, datap);
}

/* ---- programs ---- */

/*
 * The trampoline: the probe id, then argument i from ctx[i] (the u64 array
 * after __data), extended from its type's size, for the arguments the
 * tracepoint has; 0 for the rest.
 */
static int
dt_sdt_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	const dt_sdt_tp_t *tp = prp->pr_data;
	const struct btf *btf = dt_btf_vmlinux();
	dt_sdt_argtype_t at;
	int i;

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    (int32_t)prp->pr_desc.id));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	for (i = 0; i < DT_MAXARGS; i++) {
		int shift;

		if (btf == NULL || i >= tp->tp_nargs ||
		    (dt_sdt_arg(dtp, btf, tp, i, &at), at.at_kind ==
		    DT_SDT_AK_OTHER)) {
			dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
			    DT_MEM_ARGV + 8 * i, 0));
			continue;
		}
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1,
		    8 * i));
		if (at.at_kind == DT_SDT_AK_INT && at.at_size < 8) {
			shift = 64 - 8 * at.at_size;
			dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_2,
			    shift));
			dt_irlist_append(dlp, BPF_ALU64_IMM(at.at_signed ?
			    BPF_ARSH : BPF_RSH, BPF_REG_2, shift));
		}
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_2,
		    DT_MEM_ARGV + 8 * i));
	}
	return 0;
}

/*
 * A tp_btf program if the verifier lets it read every argument the
 * trampoline reads (it refuses function pointers and pointers to
 * pointers, for one), else a raw tracepoint program, which reads them all
 * as integers.
 */
static int
dt_sdt_target(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_target_t *tgp)
{
	const dt_sdt_tp_t *tp = prp->pr_data;
	const struct btf *btf = dt_btf_vmlinux();
	dt_sdt_argtype_t at;
	int i;

	tgp->tg_kind = DT_TARGET_BTFTP;
	tgp->tg_btf_id = tp->tp_btf_id;
	tgp->tg_tpname = prp->pr_desc.prb;
	for (i = 0; btf != NULL && i < tp->tp_nargs && i < DT_MAXARGS; i++) {
		dt_sdt_arg(dtp, btf, tp, i, &at);
		if (at.at_kind != DT_SDT_AK_OTHER && !at.at_btf_ok)
			tgp->tg_kind = DT_TARGET_RAWTP;
	}
	return 0;
}

/* ---- describing ---- */

static int
dt_sdt_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	const dt_sdt_tp_t *tp = prp->pr_data;
	const struct btf *btf = dt_btf_vmlinux();
	int i, n = tp->tp_nargs < DT_MAXARGS ? tp->tp_nargs : DT_MAXARGS;
	dt_argdesc_t *argv;
	dt_sdt_argtype_t at;

	*argcp = 0;
	*argvp = NULL;
	if (btf == NULL || n == 0)
		return 0;
	if ((argv = dt_zalloc(dtp, sizeof(dt_argdesc_t) * n)) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		dt_sdt_arg(dtp, btf, tp, i, &at);
		argv[i].da_index = i;
		argv[i].da_native = at.at_name;
		if (at.at_kind == DT_SDT_AK_OTHER)
			argv[i].da_error = "not an integer or a pointer";
	}
	*argcp = n;
	*argvp = argv;
	return 0;
}

static void
dt_sdt_provider_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_sdt_state_t *ssp = datap;
	int i;

	if (ssp != NULL) {
		for (i = 0; i < ssp->ss_ntnames; i++)
			free(ssp->ss_tnames[i]);
		free(ssp->ss_tnames);
	}
	dt_free(dtp, datap);
}

const dt_provimpl_t dt_sdt = {
	.name = "sdt",
	/* DTrace's sdt: names private, arguments evolving */
	.attr_probe = { DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE,
	    DTRACE_CLASS_ISA },
	.attr_args = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_ISA },
	.populate = dt_sdt_populate,
	.provide = dt_sdt_provide,
	.trampoline = dt_sdt_trampoline,
	.target = dt_sdt_target,
	.probe_info = dt_sdt_probe_info,
	.probe_destroy = dt_sdt_probe_destroy,
	.provider_destroy = dt_sdt_provider_destroy,
};
