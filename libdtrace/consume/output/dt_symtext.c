/*
 * dt_symtext.c: the text of stack and symbol records, in DTrace's words,
 * whatever the output format: the text sink prints it, the JSON sink puts
 * it in strings, printf()'s %k prints stacks through it.  Record layouts
 * are in dt_cg_act.c; the addresses become text in dt_sym.c.
 *
 *	stack		one frame a pc, "module`function+0xoffset", until a
 *			zero pc; ustack() records start with the pid
 *	sym() ...	the symbol, function or module of an address (usym()
 *			and friends: after the pid)
 *
 * Aggregation keys made by sym(), usym() ... are normalized to the start
 * of their function or module before printing (dt_sym_key_normalize()),
 * so that addresses in one function are one entry, as in DTrace.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_symtext.h"
#include "dt_sym.h"

static uint64_t
dt_rec_u64(const char *p, int i)
{
	uint64_t v;

	memcpy(&v, p + 8 * i, sizeof(v));
	return v;
}

int
dt_sym_isstack(const dt_recdesc_t *rec)
{
	return rec->dtrd_arg == DT_ACT_STACK || rec->dtrd_arg == DT_ACT_USTACK ||
	    rec->dtrd_arg == DT_ACT_JSTACK;
}

/* ---- stacks ---- */

/*
 * The number of frames at the top of a kernel stack that are the tracer's
 * own, in a probe on a kernel tracepoint: our BPF program (bpf`..., or a
 * bare address if it was loaded after kallsyms was read) and the kernel's
 * bpf_trace_run<N> that called it.  DTrace's stacks start at the probe site.
 */
#define DT_STACK_TRACER_MAX	3

static uint32_t
dt_stack_tracer_frames(dtrace_hdl_t *dtp, const char *p, uint32_t n)
{
	char c[DT_SYMTEXT_MAX];
	uint32_t i;

	for (i = 0; i < n && i < DT_STACK_TRACER_MAX; i++) {
		uint64_t pc = dt_rec_u64(p, i);

		if (pc == 0)
			break;
		dt_sym_kaddr2str(dtp, pc, c, sizeof(c));
		if (strncmp(c, "vmlinux`bpf_trace_run", 21) == 0)
			return i + 1;
	}
	return 0;
}

/*
 * Call fn with each frame of a stack record at p, its pc and its text,
 * until a zero pc or fn returns < 0 (returned).  Leading frames of the
 * tracer itself are left out.
 */
int
dt_stack_iter(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *p,
    dt_frame_f *fn, void *arg)
{
	int user = rec->dtrd_arg != DT_ACT_STACK;
	pid_t pid = user ? (pid_t)dt_rec_u64(p, 0) : 0;
	uint32_t i, n = (rec->dtrd_size - (user ? 8 : 0)) / 8;
	char c[DT_SYMTEXT_MAX];

	for (i = user ? 0 : dt_stack_tracer_frames(dtp, p, n); i < n; i++) {
		uint64_t pc = dt_rec_u64(p, i + user);

		if (pc == 0)
			break;
		if (user)
			dt_sym_uaddr2str(dtp, pid, pc, c, sizeof(c));
		else
			dt_sym_kaddr2str(dtp, pc, c, sizeof(c));
		if (fn(arg, pc, c) < 0)
			return -1;
	}
	return 0;
}

typedef struct dt_stackpr {
	FILE *fp;
	const char *fmt;
	int indent;
} dt_stackpr_t;

static int
dt_stack_print_frame(void *arg, uint64_t pc, const char *text)
{
	dt_stackpr_t *sp = arg;

	(void)pc;
	if (fprintf(sp->fp, "%*s", sp->indent, "") < 0 ||
	    fprintf(sp->fp, sp->fmt, text) < 0 || fputc('\n', sp->fp) == EOF)
		return -1;
	return 0;
}

/*
 * A stack record at p: a newline, then one line per frame, indent spaces
 * and the frame's text through fmt ("%s", or printf's "%-20s" for %k).
 */
int
dt_print_stack(dtrace_hdl_t *dtp, FILE *fp, const char *fmt, int indent,
    const dt_recdesc_t *rec, const char *p)
{
	dt_stackpr_t sp = { fp, fmt, indent };

	if (fputc('\n', fp) == EOF)
		return -1;
	return dt_stack_iter(dtp, rec, p, dt_stack_print_frame, &sp);
}

/* ---- symbols ---- */

/* The text of a symbolic address record at p (sym(), usym() ...). */
void
dt_sym_str(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *p,
    char *buf, size_t len)
{
	uint64_t a0 = dt_rec_u64(p, 0);
	pid_t pid = (pid_t)a0;
	uint64_t addr = rec->dtrd_size == 16 ? dt_rec_u64(p, 1) : a0;

	switch (rec->dtrd_arg) {
	case DT_SUB_SYM: case DT_SUB_FUNC:
		dt_sym_ksym2str(dtp, addr, buf, len);
		break;
	case DT_SUB_MOD:
		dt_sym_kmod2str(dtp, addr, buf, len);
		break;
	case DT_SUB_USYM: case DT_SUB_UFUNC:
		dt_sym_usym2str(dtp, pid, addr, buf, len);
		break;
	case DT_SUB_UMOD:
		dt_sym_umod2str(dtp, pid, addr, buf, len);
		break;
	default:
		dt_sym_uaddr2str(dtp, pid, addr, buf, len);
		break;
	}
}

/*
 * An aggregation key made by sym(), usym() ...: the start of its function
 * or module, so that keys in the same one are one entry (dt_sym.c).
 */
void
dt_sym_key_normalize(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, char *p)
{
	uint64_t a0 = dt_rec_u64(p, 0), addr;
	int user = rec->dtrd_size == 16;

	if (dt_sym_isstack(rec))
		return;
	addr = dt_sym_normalize(dtp, (int)rec->dtrd_arg, (pid_t)a0,
	    user ? dt_rec_u64(p, 1) : a0);
	memcpy(p + (user ? 8 : 0), &addr, sizeof(addr));
}
