/*
 * dt_consume_act.c: the consumer's side of tracemem(), stacks, symbolic
 * addresses, system(), freopen() and ftruncate(), in DTrace's formats.
 * dt_consume.c dispatches records here; dt_aggregate.c (keys) and
 * dt_printf.c (%k, %A) print stacks and symbols through the same functions.
 * Record layouts are in dt_cg_act.c.
 *
 *	tracemem	a header line of column digits, then per 16 bytes the
 *			offset, the bytes in hex and as characters ('.' for
 *			those not printable), after a newline
 *	stack		a newline, then each frame indented by the stackindent
 *			option (14):
 *			"module`function+0xoffset" (dt_sym.c), until a zero pc
 *	sym() ...	"  %-50s" of the symbol text
 *	system()	the formatted command, run by /bin/sh after the output
 *			so far is flushed (its output goes where dtrace's does)
 *	freopen()	dtrace's output goes to the formatted file (appended);
 *			freopen("") goes back to the original output.  The
 *			file replaces the output's file descriptor (dup2), so
 *			everything printed afterwards, system() commands and
 *			the aggregations at exit included, goes there
 *	ftruncate()	truncates the output file
 *
 * A file freopen() cannot open is reported as DTrace does, on stderr:
 * "dtrace: error on enabled probe ID n (ID m: p:m:f:n): couldn't freopen()
 * "file": reason", and the output stays where it was.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_consume.h"
#include "dt_printf.h"
#include "dt_sym.h"

#define DT_SYM_MAXLEN	(PATH_MAX * 2)


/* ---- tracemem() ---- */

/*
 * A tracemem() record: a length word, then the bytes; the bytes to show
 * (the length, at most what the record holds) in *np.
 */
const unsigned char *
dt_tracemem_bytes(const dt_recdesc_t *rec, const char *data, uint64_t *np)
{
	const char *p = data + rec->dtrd_offset;

	memcpy(np, p, sizeof(*np));
	if (*np > rec->dtrd_size - 8)
		*np = rec->dtrd_size - 8;
	return (const unsigned char *)p + 8;
}

int
dt_print_tracemem(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	uint64_t n;
	const unsigned char *b = dt_tracemem_bytes(rec, data, &n);

	return dt_print_rawbytes(fp, b, n);
}

/* ---- stacks and symbols ---- */

static uint64_t
dt_rec_u64(const char *p, int i)
{
	uint64_t v;

	memcpy(&v, p + 8 * i, sizeof(v));
	return v;
}

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
	char c[DT_SYM_MAXLEN];
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
	char c[DT_SYM_MAXLEN];

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

/* A DT_RF_SYM record at p: an action's data or an aggregation key. */
int
dt_print_sym(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *p)
{
	char c[DT_SYM_MAXLEN];

	switch (rec->dtrd_arg) {
	case DT_ACT_STACK: case DT_ACT_USTACK: case DT_ACT_JSTACK:
		return dt_print_stack(dtp, fp, "%s",
		    (int)dt_opt(dtp, DTRACEOPT_STACKINDENT), rec, p);
	default:
		dt_sym_str(dtp, rec, p, c, sizeof(c));
		return fprintf(fp, "  %-50s", c);
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

	if (rec->dtrd_arg == DT_ACT_STACK || rec->dtrd_arg == DT_ACT_USTACK ||
	    rec->dtrd_arg == DT_ACT_JSTACK)
		return;
	addr = dt_sym_normalize(dtp, (int)rec->dtrd_arg, (pid_t)a0,
	    user ? dt_rec_u64(p, 1) : a0);
	memcpy(p + (user ? 8 : 0), &addr, sizeof(addr));
}

/* ---- system(), freopen(), ftruncate() ---- */

/* The formatted text of a system()/freopen() record (malloc'd). */
static char *
dt_libact_format(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *data)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *mfp = open_memstream(&buf, &len);
	int rc;

	if (mfp == NULL)
		return NULL;
	rc = dt_printf_format(dtp, mfp, rec->dtrd_format, rec + 1,
	    (int)rec->dtrd_arg, data);
	if (fclose(mfp) != 0 || rc < 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

static int
dt_act_system(dtrace_hdl_t *dtp, FILE *fp, const char *cmd)
{
	(void) dt_consume_flush(dtp, fp);	/* what was printed before comes first */
	if (system(cmd) == -1)
		return -1;
	return 0;
}

/*
 * Back to the output freopen() replaced, which the handle keeps as a dup
 * of its descriptor (dt_saved_outfd, -1 if none).
 */
static int
dt_freopen_restore(dtrace_hdl_t *dtp, FILE *fp)
{
	int rc = 0;

	if (dtp->dt_saved_outfd < 0)
		return 0;
	(void) dt_consume_flush(dtp, fp);	/* a failed write keeps its errno */
	if (dup2(dtp->dt_saved_outfd, fileno(fp)) < 0)
		rc = -1;
	close(dtp->dt_saved_outfd);
	dtp->dt_saved_outfd = -1;
	return rc;
}

static int
dt_act_freopen(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data, const char *name)
{
	struct dt_rec_hdr hdr;
	int fd;

	if (name[0] == '\0' && rec->dtrd_arg == 0)
		return dt_freopen_restore(dtp, fp);
	if ((fd = open(name, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666)) < 0) {
		memcpy(&hdr, data, sizeof(hdr));
		dt_consume_error(dtp, hdr.stid, hdr.prid, "couldn't freopen() "
		    "\"%s\": %s\n", name, strerror(errno));
		return 0;
	}
	(void) dt_consume_flush(dtp, fp);
	if (dtp->dt_saved_outfd < 0)
		dtp->dt_saved_outfd = fcntl(fileno(fp), F_DUPFD_CLOEXEC, 0);
	if (dtp->dt_saved_outfd < 0 || dup2(fd, fileno(fp)) < 0) {
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

static void
dt_act_ftruncate(FILE *fp)
{
	fflush(fp);
	(void) ftruncate(fileno(fp), 0);	/* not a file: nothing to do */
	(void) fseeko(fp, 0, SEEK_SET);
}

/* system(), freopen() or ftruncate(): rec and its format's arguments. */
int
dt_consume_libact(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	char *text;
	int rc;

	if (rec->dtrd_action == DT_ACT_FTRUNCATE) {
		dt_act_ftruncate(fp);
		return 0;
	}
	if ((text = dt_libact_format(dtp, rec, data)) == NULL)
		return -1;
	if (rec->dtrd_action == DT_ACT_SYSTEM)
		rc = dt_act_system(dtp, fp, text);
	else
		rc = dt_act_freopen(dtp, fp, rec, data, text);
	free(text);
	return rc;
}

/* The handle goes: give its output back its original file. */
void
dt_consume_act_fini(dtrace_hdl_t *dtp)
{
	FILE *fp = dtp->dt_outfp != NULL ? dtp->dt_outfp : stdout;

	dt_freopen_restore(dtp, fp);
}
