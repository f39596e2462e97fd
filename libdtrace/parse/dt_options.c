/*
 * dt_options.c: DTrace options, as set by `-x name[=value]`, by the command's
 * shorthand flags (-q, -w, -Z, -C, -D ...), by `#pragma D option
 * name[=value]`, by the setopt() action while tracing, and through
 * dtrace_setopt()/dtrace_getopt().
 *
 * One table lists every option name with its parser, the slot of
 * dtp->dt_options[] it fills (dt_optid_t in dt_impl.h) and its class, as
 * DTrace has them:
 *
 *	compile	 settings of the compiler: flags (errtags, zdefs, defaultargs,
 *		 cpp ...) and the preprocessor's command (define, undef,
 *		 incdir, cpppath, cppargs, cpphdrs, stdc: dt_cpp.c).  A flag set
 *		 while a program is compiled (#pragma D option zdefs) applies to
 *		 that program only (pcb_cflags), otherwise to every later
 *		 compile (dt_cflags).  The preprocessor's options cannot be set
 *		 from a D program (EDT_BADOPTCTX).  dtrace_getopt() does not
 *		 know them.
 *	runtime	 fixed once tracing has started (bufsize, strsize, bufpolicy
 *		 ...): setting one then is EDT_ACTIVE.
 *	dynamic	 may change while tracing (quiet, flowindent, rawbytes,
 *		 switchrate, aggrate ...): the setopt() action sets these.
 *
 * Values follow DTrace's rules:
 *
 *	size	 an integer with an optional k/m/g/t suffix (bufsize=4m)
 *	rate	 an integer with ns/us/ms/s/m/h/d (interval) or hz (frequency)
 *		 suffix, stored as an interval in nanoseconds (switchrate=10hz);
 *		 no suffix means nanoseconds
 *	runtime	 flags and counts: no value sets the option (stored 0, as
 *		 DTrace does); yes/no, on/off, true/false, enable(d)/disable(d),
 *		 set/unset; an empty value unsets; otherwise a non-negative integer
 *	flag	 compiler flags (errtags, zdefs, cpp ...): no value allowed
 *	bufpolicy switch | fill | ring
 *	oformat	 text (DTrace's output) | json (JSON Lines, dt_sink_json.c)
 *
 * A slot holds DTRACEOPT_UNSET until the option is given; dt_opt() returns
 * the value in force, i.e. the given value or the option's default.  For
 * on/off options dt_opt() returns 1 when the option is set and 0 when it is
 * not, whatever value was stored (DTrace tests `!= DTRACEOPT_UNSET`); for
 * compiler flags, whether the flag is on for the compile in progress.
 *
 * Options DTrace knows that this implementation has no use for (cleanrate,
 * jstackstrsize, linkmode ...) are accepted and checked for the presence
 * of a value, then ignored, so that existing scripts and command lines keep
 * working; those DTrace allows on the command line only (ldpath, modpath,
 * lockmem ...) are refused in a D program, as there.  An option whose work
 * cannot be done here (aggpercpu, evaltime=main) is refused with a message
 * that says why, never accepted and ignored.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_cpp.h"
#include "dt_ident.h"

#define NANOSEC		1000000000LL

typedef struct dt_option dt_option_t;
typedef int dt_optfunc_t(dtrace_hdl_t *, const char *, const dt_option_t *);

typedef enum dt_optkind {
	DT_OK_VALUE = 0,	/* stored number, default from the table */
	DT_OK_BOOL,		/* on/off: dt_opt() gives 0 or 1 */
	DT_OK_CFLAG		/* compiler flag: a DTRACE_C_* bit */
} dt_optkind_t;

typedef enum dt_optclass {
	DT_OC_COMPILE,		/* compiler settings */
	DT_OC_RUNTIME,		/* fixed while tracing */
	DT_OC_DYNAMIC		/* may change while tracing */
} dt_optclass_t;

struct dt_option {
	const char *o_name;
	dt_optfunc_t *o_func;
	int o_id;		/* dt_optid_t, or -1 if nothing is stored */
	dt_optkind_t o_kind;
	dt_optclass_t o_class;
	int64_t o_default;	/* DT_OK_VALUE: value when unset */
	uintptr_t o_arg;	/* DT_OK_CFLAG: the flag; cpp options: "-D" ... */
};

/* ---- values ---- */

/* Parse an unsigned decimal/octal/hex integer; -1 if arg is not one. */
static int
dt_optval_int(const char *arg, char **endp, int64_t *valp)
{
	unsigned long long v;

	while (isspace((unsigned char)*arg))
		arg++;
	if (*arg == '-' || *arg == '+' || !isdigit((unsigned char)*arg))
		return -1;
	errno = 0;
	v = strtoull(arg, endp, 0);
	if (errno != 0 || v > INT64_MAX)
		return -1;
	*valp = (int64_t)v;
	return 0;
}

/* Parse a size: integer with an optional k/m/g/t suffix (any case). */
static int
dt_optval_size(const char *arg, int64_t *valp)
{
	int64_t v, mul = 1;
	char *end;

	if (dt_optval_int(arg, &end, &v) != 0)
		return -1;
	switch (*end) {
	case 't': case 'T': mul <<= 10;	/* FALLTHRU */
	case 'g': case 'G': mul <<= 10;	/* FALLTHRU */
	case 'm': case 'M': mul <<= 10;	/* FALLTHRU */
	case 'k': case 'K': mul <<= 10; end++; break;
	case '\0': break;
	default: return -1;
	}
	if (*end != '\0' || (v != 0 && v > INT64_MAX / mul))
		return -1;
	*valp = v * mul;
	return 0;
}

static int
dt_opt_size(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v = 0;

	if (arg != NULL && dt_optval_size(arg, &v) != 0)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dtp->dt_options[op->o_id] = v;
	return 0;
}

/* strsize: a size of at least 2 bytes (one character and its NUL). */
static int
dt_opt_strsize(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v;

	if (arg == NULL || dt_optval_size(arg, &v) != 0 || v < 2)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if (v > UINT_MAX)
		return dt_set_errno(dtp, EOVERFLOW);
	dtp->dt_options[op->o_id] = v;
	return 0;
}

static const struct {
	const char *name;
	int64_t mul;		/* nanoseconds per unit; 0 for hz */
} dt_rate_suffix[] = {
	{ "ns", 1 }, { "nsec", 1 },
	{ "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 },
	{ "s", NANOSEC }, { "sec", NANOSEC },
	{ "m", NANOSEC * 60 }, { "min", NANOSEC * 60 },
	{ "h", NANOSEC * 3600 }, { "hour", NANOSEC * 3600 },
	{ "d", NANOSEC * 86400 }, { "day", NANOSEC * 86400 },
	{ "hz", 0 },
	{ NULL, 0 }
};

/* Parse a rate into an interval in nanoseconds. */
static int
dt_optval_rate(const char *arg, int64_t *valp)
{
	int64_t v, mul = 1;
	char *end;
	int i;

	if (dt_optval_int(arg, &end, &v) != 0)
		return -1;
	if (*end != '\0') {
		for (i = 0; dt_rate_suffix[i].name != NULL; i++)
			if (strcasecmp(dt_rate_suffix[i].name, end) == 0)
				break;
		if (dt_rate_suffix[i].name == NULL)
			return -1;
		mul = dt_rate_suffix[i].mul;
	}
	if (mul == 0)
		v = v != 0 ? NANOSEC / v : 0;
	else if (v > INT64_MAX / mul)
		return -1;
	else
		v *= mul;
	*valp = v;
	return 0;
}

/* A rate: stored as the interval in nanoseconds. */
static int
dt_opt_rate(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v = 0;

	if (arg != NULL && dt_optval_rate(arg, &v) != 0)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dtp->dt_options[op->o_id] = v;
	return 0;
}

static const struct {
	const char *pos, *neg;
} dt_bool_words[] = {
	{ "yes", "no" }, { "enable", "disable" }, { "enabled", "disabled" },
	{ "true", "false" }, { "on", "off" }, { "set", "unset" },
	{ NULL, NULL }
};

/* Run-time flags and counts, as DTrace's dt_opt_runtime(). */
static int
dt_opt_runtime(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v = 0;
	char *end;
	int i;

	if (arg != NULL && arg[0] == '\0') {
		v = DTRACEOPT_UNSET;
	} else if (arg != NULL) {
		for (i = 0; dt_bool_words[i].pos != NULL; i++) {
			if (strcasecmp(dt_bool_words[i].pos, arg) == 0)
				break;
			if (strcasecmp(dt_bool_words[i].neg, arg) == 0)
				break;
		}
		if (dt_bool_words[i].pos != NULL)
			v = strcasecmp(dt_bool_words[i].pos, arg) == 0 ?
			    1 : DTRACEOPT_UNSET;
		else if (dt_optval_int(arg, &end, &v) != 0 || *end != '\0')
			return dt_set_errno(dtp, EDT_BADOPTVAL);
	}
	dtp->dt_options[op->o_id] = v;
	return 0;
}

/* The flags in force: the compile's in progress, else the handle's. */
static unsigned int *
dt_cflags(dtrace_hdl_t *dtp)
{
	if (yypcb != NULL && yypcb->pcb_hdl == dtp)
		return &yypcb->pcb_cflags;
	return &dtp->dt_cflags;
}

/* Compiler flags (errtags, zdefs, cpp ...): no value. */
static int
dt_opt_cflag(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg != NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	*dt_cflags(dtp) |= (unsigned int)op->o_arg;
	return 0;
}

/* udefs, kdefs: clear unodefs, knodefs. */
static int
dt_opt_invcflag(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg != NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	*dt_cflags(dtp) &= ~(unsigned int)op->o_arg;
	return 0;
}

/* debug: libdtrace's debug messages on stderr. */
static int
dt_opt_debug(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg != NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dt_debug = 1;
	return 0;
}

/* disasm and tree: a non-negative (tree: positive) integer bit mask. */
static int
dt_opt_mask(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v;
	char *end;

	if (arg == NULL || dt_optval_int(arg, &end, &v) != 0 || *end != '\0' ||
	    (op->o_id == DTRACEOPT_TREE && v == 0))
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dtp->dt_options[op->o_id] = v;
	return 0;
}

static int
dt_opt_bufpolicy(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if (strcmp(arg, "switch") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_BUFPOLICY_SWITCH;
	else if (strcmp(arg, "fill") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_BUFPOLICY_FILL;
	else if (strcmp(arg, "ring") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_BUFPOLICY_RING;
	else
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* oformat: text, or json (one JSON object a line: dt_sink_json.c). */
static int
dt_opt_oformat(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg != NULL && strcmp(arg, "text") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_OFORMAT_TEXT;
	else if (arg != NULL && strcmp(arg, "json") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_OFORMAT_JSON;
	else
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/*
 * bufresize: what a size bigger than the machine gives becomes when tracing
 * starts (dt_bpf_resize()): auto lowers it, manual fails.
 */
static int
dt_opt_bufresize(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg != NULL && strcmp(arg, "auto") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_BUFRESIZE_AUTO;
	else if (arg != NULL && strcmp(arg, "manual") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_BUFRESIZE_MANUAL;
	else
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* cpu: a CPU number (the option limits tracing to that CPU). */
static int
dt_opt_cpu(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v;
	char *end;

	if (arg == NULL || dt_optval_int(arg, &end, &v) != 0 || *end != '\0' ||
	    v > INT_MAX)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dtp->dt_options[op->o_id] = v;
	return 0;
}

/* encoding: how print() shows text: ascii (0), utf8 (1). */
static int
dt_opt_encoding(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if (strcmp(arg, "ascii") == 0)
		dtp->dt_options[op->o_id] = 0;
	else if (strcmp(arg, "utf8") == 0)
		dtp->dt_options[op->o_id] = 1;
	else
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* libdir (-L): one more D library directory (dt_lib.c), kept in order. */
static int
dt_opt_libdir(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	char **dirs, *dir;

	if (arg == NULL || arg[0] == '\0')
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dirs = realloc(dtp->dt_libdirs, (dtp->dt_nlibdirs + 1) * sizeof(char *));
	if (dirs == NULL || (dir = strdup(arg)) == NULL) {
		if (dirs != NULL)
			dtp->dt_libdirs = dirs;
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	dtp->dt_libdirs = dirs;
	dirs[dtp->dt_nlibdirs++] = dir;
	return 0;
}

/* ---- the C preprocessor's command (dt_cpp.c) ---- */

/* define, undef, incdir: "-D" / "-U" / "-I" followed by the value. */
static int
dt_opt_cpp_opt(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return dt_cpp_add_arg(dtp, (const char *)op->o_arg, arg);
}

/* cppargs: more arguments, separated by white space. */
static int
dt_opt_cpp_args(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	char *copy, *p, *save = NULL;
	int rc = 0;

	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if ((copy = strdup(arg)) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (p = strtok_r(copy, "\f\n\r\t\v ", &save); p != NULL && rc == 0;
	    p = strtok_r(NULL, "\f\n\r\t\v ", &save))
		rc = dt_cpp_add_arg(dtp, "", p);
	free(copy);
	return rc;
}

/* cpphdrs (-H): the preprocessor lists the files it includes. */
static int
dt_opt_cpp_hdrs(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg != NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return dt_cpp_add_arg(dtp, "", "-H");
}

static int
dt_opt_cpp_path(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return dt_cpp_set_path(dtp, arg);
}

/* stdc (-X): a, c, t (ISO C) or s (K&R: -traditional-cpp). */
static int
dt_opt_stdc(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg == NULL || dt_cpp_set_stdc(dtp, arg) != 0)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* ---- -c, versions ---- */

/*
 * evaltime: where a -c process is held while the probes are attached
 * (dt_pctl.c): exec (at its exec, so that the dynamic linker's work can be
 * traced) or postinit (at its entry point, the libraries loaded and
 * initialised: the default).  preinit and main would need a stop between
 * the libraries' loading and their constructors, or a breakpoint at main:
 * refused, rather than silently held elsewhere.
 */
static int
dt_opt_evaltime(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if (strcmp(arg, "exec") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_EVALTIME_EXEC;
	else if (strcmp(arg, "postinit") == 0)
		dtp->dt_options[op->o_id] = DTRACEOPT_EVALTIME_POSTINIT;
	else if (strcmp(arg, "preinit") == 0 || strcmp(arg, "main") == 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "evaltime=%s is not "
		    "supported: a -c process is held at its exec (exec) or at "
		    "its entry point (postinit)", arg);
	else
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* The versions of D that DTrace has defined, oldest first. */
static const uint32_t dt_versions[] = {
	DT_VERSION_NUMBER(1, 0, 0), DT_VERSION_NUMBER(1, 1, 0),
	DT_VERSION_NUMBER(1, 2, 0), DT_VERSION_NUMBER(1, 2, 1),
	DT_VERSION_NUMBER(1, 2, 2), DT_VERSION_NUMBER(1, 3, 0),
	DT_VERSION_NUMBER(1, 4, 0), DT_VERSION_NUMBER(1, 4, 1),
	DT_VERSION_NUMBER(1, 5, 0), DT_VERSION_NUMBER(1, 6, 0),
	DT_VERSION_NUMBER(1, 6, 1), DT_VERSION_NUMBER(1, 6, 2),
	DT_VERSION_NUMBER(1, 6, 3), DT_VERSION_NUMBER(1, 6, 4),
	DT_VERS_LATEST, 0
};

/* "M[.m[.u]]", as DTrace reads it; -1 if malformed or too large. */
static int
dt_version_parse(const char *s, uint32_t *vp)
{
	unsigned long n[3] = { 0, 0, 0 };
	int i = 0;

	if (*s == '\0')
		return -1;
	for (; *s != '\0'; s++) {
		if (isdigit((unsigned char)*s)) {
			n[i] = n[i] * 10 + (unsigned long)(*s - '0');
			if (n[i] > 0xfff)
				return -1;
		} else if (*s != '.' || ++i > 2) {
			return -1;
		}
	}
	if (n[0] > 0xff)
		return -1;
	*vp = DT_VERSION_NUMBER(n[0], n[1], n[2]);
	return 0;
}

/* version: the D version a program is written for: the built-ins of
   later versions are hidden (dt_ident.c), for good, as in DTrace: a
   higher version after a lower one is refused. */
static int
dt_opt_version(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	uint32_t v;
	int i;

	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if (dt_version_parse(arg, &v) != 0)
		return dt_set_errno(dtp, EDT_VERSINVAL);
	for (i = 0; dt_versions[i] != 0 && dt_versions[i] != v; i++)
		continue;
	if (dt_versions[i] == 0)
		return dt_set_errno(dtp, EDT_VERSUNDEF);
	if (v > (uint32_t)dt_opt(dtp, DTRACEOPT_VERSION))
		return dt_set_errno(dtp, EDT_VERSREDUCED);
	dtp->dt_options[op->o_id] = v;
	dt_ident_reduce(dtp, v);
	return 0;
}

/* ---- refused ---- */

/*
 * aggpercpu: DTrace keeps a copy of each aggregation per CPU and can show
 * them apart; here an aggregation is one map its updates share, so there
 * is nothing per CPU to show.
 */
static int
dt_opt_refuse_aggpercpu(dtrace_hdl_t *dtp, const char *arg,
    const dt_option_t *op)
{
	return dt_set_errmsg(dtp, EDT_NOTSUP, "aggpercpu is not supported: "
	    "aggregations are not kept per CPU");
}

/* ---- command line only, not used ---- */

/*
 * ldpath, modpath, ctfpath, procfspath: settings of DTrace's linker and
 * module lookup, which this implementation does not have; as in DTrace,
 * only the command line may give them (EDT_BADOPTCTX in a D program).
 */
static int
dt_opt_cmdline_val(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	return arg == NULL ? dt_set_errno(dtp, EDT_BADOPTVAL) : 0;
}

/* lockmem: a size or "unlimited" (BPF maps are charged to memcg here). */
static int
dt_opt_lockmem(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v;

	if (arg == NULL ||
	    (strcmp(arg, "unlimited") != 0 && dt_optval_size(arg, &v) != 0))
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* ---- accepted, not used ---- */

/* Accepted for compatibility, not used: must have a value. */
static int
dt_opt_ignore_val(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	return arg == NULL ? dt_set_errno(dtp, EDT_BADOPTVAL) : 0;
}

/* Accepted for compatibility, not used: takes no value. */
static int
dt_opt_ignore_flag(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	return arg != NULL ? dt_set_errno(dtp, EDT_BADOPTVAL) : 0;
}

/* Accepted for compatibility, not used: a size or flag, any value. */
static int
dt_opt_ignore(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	return 0;
}

/* Accepted for compatibility, not used: a size. */
static int
dt_opt_ignore_size(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v;

	if (arg != NULL && dt_optval_size(arg, &v) != 0)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* Accepted for compatibility, not used: a rate. */
static int
dt_opt_ignore_rate(dtrace_hdl_t *dtp, const char *arg, const dt_option_t *op)
{
	int64_t v;

	if (arg != NULL && dt_optval_rate(arg, &v) != 0)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* ---- the table ---- */

#define C(name, func, arg)	{ name, func, -1, DT_OK_VALUE, DT_OC_COMPILE, 0, (uintptr_t)(arg) }
#define F(name, id, flag)	{ name, dt_opt_cflag, id, DT_OK_CFLAG, DT_OC_COMPILE, 0, flag }
#define R(name, func, id, def)	{ name, func, id, DT_OK_VALUE, DT_OC_RUNTIME, def, 0 }
#define RB(name, func, id)	{ name, func, id, DT_OK_BOOL, DT_OC_RUNTIME, 0, 0 }
#define RI(name, func)		{ name, func, -1, DT_OK_VALUE, DT_OC_RUNTIME, 0, 0 }
#define D(name, func, id, def)	{ name, func, id, DT_OK_VALUE, DT_OC_DYNAMIC, def, 0 }
#define DB(name, func, id)	{ name, func, id, DT_OK_BOOL, DT_OC_DYNAMIC, 0, 0 }
#define DI(name, func)		{ name, func, -1, DT_OK_VALUE, DT_OC_DYNAMIC, 0, 0 }

static const dt_option_t dt_options[] = {
	/* compile time */
	C("aggpercpu", dt_opt_refuse_aggpercpu, 0),
	C("amin", dt_opt_ignore_val, 0),
	F("argref", -1, DTRACE_C_ARGREF),
	C("core", dt_opt_ignore_flag, 0),
	F("cpp", DTRACEOPT_CPP, DTRACE_C_CPP),
	C("cppargs", dt_opt_cpp_args, 0),
	C("cpphdrs", dt_opt_cpp_hdrs, 0),
	C("cpppath", dt_opt_cpp_path, 0),
	C("ctfpath", dt_opt_cmdline_val, 0),
	C("ctypes", dt_opt_ignore_val, 0),
	C("debug", dt_opt_debug, 0),
	F("defaultargs", DTRACEOPT_DEFAULTARGS, DTRACE_C_DEFARG),
	C("define", dt_opt_cpp_opt, "-D"),
	{ "disasm", dt_opt_mask, DTRACEOPT_DISASM, DT_OK_VALUE, DT_OC_COMPILE, 0, 0 },
	C("dtypes", dt_opt_ignore_val, 0),
	F("empty", -1, DTRACE_C_EMPTY),
	F("errtags", DTRACEOPT_ERRTAGS, DTRACE_C_ETAGS),
	{ "evaltime", dt_opt_evaltime, DTRACEOPT_EVALTIME, DT_OK_VALUE, DT_OC_COMPILE,
	    DTRACEOPT_EVALTIME_POSTINIT, 0 },
	C("incdir", dt_opt_cpp_opt, "-I"),
	C("iregs", dt_opt_ignore_val, 0),
	{ "kdefs", dt_opt_invcflag, -1, DT_OK_VALUE, DT_OC_COMPILE, 0, DTRACE_C_KNODEF },
	F("knodefs", -1, DTRACE_C_KNODEF),
	C("late", dt_opt_ignore_val, 0),
	C("lazyload", dt_opt_ignore, 0),
	C("ldpath", dt_opt_cmdline_val, 0),
	C("libdir", dt_opt_libdir, 0),
	C("linkmode", dt_opt_ignore_val, 0),
	C("linktype", dt_opt_ignore_val, 0),
	C("modpath", dt_opt_cmdline_val, 0),
	F("nolibs", DTRACEOPT_NOLIBS, DTRACE_C_NOLIBS),
	C("pgmax", dt_opt_ignore_val, 0),
	C("procfspath", dt_opt_cmdline_val, 0),
	F("pspec", -1, DTRACE_C_PSPEC),
	C("stdc", dt_opt_stdc, 0),
	C("syslibdir", dt_opt_ignore_val, 0),
	{ "tree", dt_opt_mask, DTRACEOPT_TREE, DT_OK_VALUE, DT_OC_COMPILE, 0, 0 },
	C("tregs", dt_opt_ignore_val, 0),
	{ "udefs", dt_opt_invcflag, -1, DT_OK_VALUE, DT_OC_COMPILE, 0, DTRACE_C_UNODEF },
	C("undef", dt_opt_cpp_opt, "-U"),
	F("unodefs", -1, DTRACE_C_UNODEF),
	C("useruid", dt_opt_ignore_val, 0),
	F("verbose", DTRACEOPT_VERBOSE, DTRACE_C_DIFV),
	{ "version", dt_opt_version, DTRACEOPT_VERSION, DT_OK_VALUE, DT_OC_COMPILE,
	    DT_VERS_LATEST, 0 },
	F("zdefs", DTRACEOPT_ZDEFS, DTRACE_C_ZDEFS),

	/* run time: fixed once tracing has started */
	R("aggsize", dt_opt_size, DTRACEOPT_AGGSIZE, 4 << 20),
	RB("bpflog", dt_opt_runtime, DTRACEOPT_BPFLOG),
	RI("bpflogsize", dt_opt_ignore_size),
	R("bufpolicy", dt_opt_bufpolicy, DTRACEOPT_BUFPOLICY,
	    DTRACEOPT_BUFPOLICY_SWITCH),
	R("bufresize", dt_opt_bufresize, DTRACEOPT_BUFRESIZE,
	    DTRACEOPT_BUFRESIZE_AUTO),
	R("bufsize", dt_opt_size, DTRACEOPT_BUFSIZE, 4 << 20),
	RI("cleanrate", dt_opt_ignore_rate),
	R("cpu", dt_opt_cpu, DTRACEOPT_CPU, -1),
	RB("destructive", dt_opt_runtime, DTRACEOPT_DESTRUCTIVE),
	RB("droptags", dt_opt_runtime, DTRACEOPT_DROPTAGS),
	R("dynvarsize", dt_opt_size, DTRACEOPT_DYNVARSIZE, 1 << 20),
	RB("grabanon", dt_opt_runtime, DTRACEOPT_GRABANON),
	R("jstackframes", dt_opt_runtime, DTRACEOPT_JSTACKFRAMES, 50),
	RI("jstackstrsize", dt_opt_ignore_size),
	RI("lockmem", dt_opt_lockmem),
	R("maxframes", dt_opt_runtime, DTRACEOPT_MAXFRAMES, 127),
	RI("noresolve", dt_opt_ignore),
	R("nspec", dt_opt_runtime, DTRACEOPT_NSPEC, 1),
	R("oformat", dt_opt_oformat, DTRACEOPT_OFORMAT, DTRACEOPT_OFORMAT_TEXT),
	RI("pcapsize", dt_opt_ignore_size),
	R("scratchsize", dt_opt_size, DTRACEOPT_SCRATCHSIZE, 256),
	R("specsize", dt_opt_size, DTRACEOPT_SPECSIZE, 32 << 10),
	R("stackframes", dt_opt_runtime, DTRACEOPT_STACKFRAMES, 20),
	R("statusrate", dt_opt_rate, DTRACEOPT_STATUSRATE, NANOSEC),
	R("strsize", dt_opt_strsize, DTRACEOPT_STRSIZE, 256),
	R("ustackframes", dt_opt_runtime, DTRACEOPT_USTACKFRAMES, 100),

	/* dynamic: may change while tracing (setopt()) */
	D("aggrate", dt_opt_rate, DTRACEOPT_AGGRATE, NANOSEC),
	DB("aggsortkey", dt_opt_runtime, DTRACEOPT_AGGSORTKEY),
	D("aggsortkeypos", dt_opt_runtime, DTRACEOPT_AGGSORTKEYPOS, 0),
	D("aggsortpos", dt_opt_runtime, DTRACEOPT_AGGSORTPOS, 0),
	DB("aggsortrev", dt_opt_runtime, DTRACEOPT_AGGSORTREV),
	D("encoding", dt_opt_encoding, DTRACEOPT_ENCODING, 0),
	DB("flowindent", dt_opt_runtime, DTRACEOPT_FLOWINDENT),
	D("printsize", dt_opt_size, DTRACEOPT_PRINTSIZE, 8192),
	DB("quiet", dt_opt_runtime, DTRACEOPT_QUIET),
	DB("quietresize", dt_opt_runtime, DTRACEOPT_QUIETRESIZE),
	DB("rawbytes", dt_opt_runtime, DTRACEOPT_RAWBYTES),
	D("stackindent", dt_opt_runtime, DTRACEOPT_STACKINDENT, 14),
	D("switchrate", dt_opt_rate, DTRACEOPT_SWITCHRATE, NANOSEC),
	{ NULL, NULL, -1, DT_OK_VALUE, DT_OC_COMPILE, 0, 0 }
};

static const dt_option_t *
dt_option_lookup(const char *name)
{
	const dt_option_t *op;

	for (op = dt_options; op->o_name != NULL; op++)
		if (strcmp(op->o_name, name) == 0)
			return op;
	return NULL;
}

static const dt_option_t *
dt_option_by_id(dt_optid_t id)
{
	const dt_option_t *op;

	for (op = dt_options; op->o_name != NULL; op++)
		if (op->o_id == (int)id)
			return op;
	return NULL;
}

/* ---- the interface ---- */

int
dt_options_init(dtrace_hdl_t *dtp)
{
	int i;

	for (i = 0; i < DTRACEOPT_MAX; i++)
		dtp->dt_options[i] = DTRACEOPT_UNSET;
	return dt_cpp_init(dtp);
}

void
dt_options_fini(dtrace_hdl_t *dtp)
{
	dt_cpp_fini(dtp);
}

/*
 * As in Oracle Linux DTrace, strsize=N holds N characters and the NUL:
 * code and storage work on strings of dt_strbytes() bytes.
 */
int64_t
dt_strbytes(dtrace_hdl_t *dtp)
{
	return dt_opt(dtp, DTRACEOPT_STRSIZE) + 1;
}

int64_t
dt_opt(dtrace_hdl_t *dtp, dt_optid_t id)
{
	const dt_option_t *op;
	int64_t v;

	if ((int)id < 0 || id >= DTRACEOPT_MAX)
		return 0;
	v = dtp->dt_options[id];
	op = dt_option_by_id(id);
	if (op != NULL && op->o_kind == DT_OK_CFLAG)
		return (*dt_cflags(dtp) & op->o_arg) != 0;
	if (op != NULL && op->o_kind == DT_OK_BOOL)
		return v != DTRACEOPT_UNSET;
	if (v != DTRACEOPT_UNSET)
		return v;
	return op != NULL ? op->o_default : 0;
}

static int
dt_option_settable(dtrace_hdl_t *dtp, const dt_option_t *op)
{
	if (op->o_class == DT_OC_RUNTIME && dtp->dt_active)
		return dt_set_errno(dtp, EDT_ACTIVE);
	if (op->o_func == dt_opt_cpp_opt || op->o_func == dt_opt_cpp_args ||
	    op->o_func == dt_opt_cpp_hdrs || op->o_func == dt_opt_cpp_path ||
	    op->o_func == dt_opt_stdc || op->o_func == dt_opt_cmdline_val ||
	    op->o_func == dt_opt_lockmem) {
		if (yypcb != NULL && yypcb->pcb_hdl == dtp)
			return dt_set_errno(dtp, EDT_BADOPTCTX);
	}
	return 0;
}

int
dtrace_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	const dt_option_t *op;
	int64_t old;

	if (opt == NULL)
		return dt_set_errno(dtp, EINVAL);
	if ((op = dt_option_lookup(opt)) == NULL)
		return dt_set_errno(dtp, EDT_BADOPTNAME);
	if (dt_option_settable(dtp, op) != 0)
		return -1;
	if (op->o_id < 0 || op->o_kind == DT_OK_CFLAG)
		return op->o_func(dtp, val, op);

	/* A failed parse leaves the previous value in place. */
	old = dtp->dt_options[op->o_id];
	if (op->o_func(dtp, val, op) != 0) {
		dtp->dt_options[op->o_id] = old;
		return -1;
	}
	return 0;
}

/* As DTrace: only run-time options can be read back. */
int
dtrace_getopt(dtrace_hdl_t *dtp, const char *opt, int64_t *valp)
{
	const dt_option_t *op;

	if (opt == NULL || valp == NULL)
		return dt_set_errno(dtp, EINVAL);
	if ((op = dt_option_lookup(opt)) == NULL || op->o_class == DT_OC_COMPILE)
		return dt_set_errno(dtp, EDT_BADOPTNAME);
	*valp = op->o_id < 0 ? DTRACEOPT_UNSET : dtp->dt_options[op->o_id];
	return 0;
}
