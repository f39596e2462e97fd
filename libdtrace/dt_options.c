/*
 * dt_options.c: DTrace options, as set by `-x name[=value]`, by the command's
 * shorthand flags (-q, -w, -Z ...), by `#pragma D option name[=value]` and
 * through dtrace_setopt()/dtrace_getopt().
 *
 * One table lists every option name with its parser and the slot of
 * dtp->dt_options[] it fills (dt_optid_t in dt_impl.h).  Values follow
 * DTrace's rules:
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
 *
 * A slot holds DTRACEOPT_UNSET until the option is given; dt_opt() returns
 * the value in force, i.e. the given value or the option's default.  For
 * on/off options dt_opt() returns 1 when the option is set and 0 when it is
 * not, whatever value was stored (DTrace tests `!= DTRACEOPT_UNSET`).
 *
 * Options DTrace knows that this implementation has no use for yet (cpp and
 * linker settings, dynvarsize, cleanrate ...) are accepted and checked for
 * the presence of a value, then ignored, so that existing scripts and
 * command lines keep working.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dt_impl.h"

#define NANOSEC		1000000000LL

typedef int dt_optfunc_t(dtrace_hdl_t *, const char *, int);

typedef enum dt_optkind {
	DT_OK_VALUE = 0,	/* stored number, default from the table */
	DT_OK_BOOL		/* on/off: dt_opt() gives 0 or 1 */
} dt_optkind_t;

typedef struct dt_option {
	const char *o_name;
	dt_optfunc_t *o_func;
	int o_id;		/* dt_optid_t, or -1 for accepted-and-ignored */
	dt_optkind_t o_kind;
	int64_t o_default;	/* DT_OK_VALUE: value when unset */
} dt_option_t;

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
dt_opt_size(dtrace_hdl_t *dtp, const char *arg, int id)
{
	int64_t v = 0;

	if (arg != NULL && dt_optval_size(arg, &v) != 0)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dtp->dt_options[id] = v;
	return 0;
}

/* strsize: a size of at least 2 bytes (one character and its NUL). */
static int
dt_opt_strsize(dtrace_hdl_t *dtp, const char *arg, int id)
{
	int64_t v;

	if (arg == NULL || dt_optval_size(arg, &v) != 0 || v < 2)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if (v > UINT_MAX)
		return dt_set_errno(dtp, EOVERFLOW);
	dtp->dt_options[id] = v;
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

/* A rate: stored as the interval in nanoseconds. */
static int
dt_opt_rate(dtrace_hdl_t *dtp, const char *arg, int id)
{
	int64_t v = 0, mul = 1;
	char *end;
	int i;

	if (arg != NULL) {
		if (dt_optval_int(arg, &end, &v) != 0)
			return dt_set_errno(dtp, EDT_BADOPTVAL);
		if (*end != '\0') {
			for (i = 0; dt_rate_suffix[i].name != NULL; i++)
				if (strcasecmp(dt_rate_suffix[i].name, end) == 0)
					break;
			if (dt_rate_suffix[i].name == NULL)
				return dt_set_errno(dtp, EDT_BADOPTVAL);
			mul = dt_rate_suffix[i].mul;
		}
		if (mul == 0)
			v = v != 0 ? NANOSEC / v : 0;
		else if (v > INT64_MAX / mul)
			return dt_set_errno(dtp, EDT_BADOPTVAL);
		else
			v *= mul;
	}
	dtp->dt_options[id] = v;
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
dt_opt_runtime(dtrace_hdl_t *dtp, const char *arg, int id)
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
	dtp->dt_options[id] = v;
	return 0;
}

/* Compiler flags (errtags, zdefs, cpp, verbose ...): take no value. */
static int
dt_opt_flag(dtrace_hdl_t *dtp, const char *arg, int id)
{
	if (arg != NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dtp->dt_options[id] = 1;
	return 0;
}

/* disasm and tree: a non-negative (tree: positive) integer bit mask. */
static int
dt_opt_mask(dtrace_hdl_t *dtp, const char *arg, int id)
{
	int64_t v;
	char *end;

	if (arg == NULL || dt_optval_int(arg, &end, &v) != 0 || *end != '\0' ||
	    (id == DTRACEOPT_TREE && v == 0))
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dtp->dt_options[id] = v;
	return 0;
}

static int
dt_opt_bufpolicy(dtrace_hdl_t *dtp, const char *arg, int id)
{
	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if (strcmp(arg, "switch") == 0)
		dtp->dt_options[id] = DTRACEOPT_BUFPOLICY_SWITCH;
	else if (strcmp(arg, "fill") == 0)
		dtp->dt_options[id] = DTRACEOPT_BUFPOLICY_FILL;
	else if (strcmp(arg, "ring") == 0)
		dtp->dt_options[id] = DTRACEOPT_BUFPOLICY_RING;
	else
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* cpu: a CPU number (the option limits tracing to that CPU). */
static int
dt_opt_cpu(dtrace_hdl_t *dtp, const char *arg, int id)
{
	int64_t v;
	char *end;

	if (arg == NULL || dt_optval_int(arg, &end, &v) != 0 || *end != '\0' ||
	    v > INT_MAX)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	dtp->dt_options[id] = v;
	return 0;
}

/* encoding: how print() shows text: ascii (0), utf8 (1). */
static int
dt_opt_encoding(dtrace_hdl_t *dtp, const char *arg, int id)
{
	if (arg == NULL)
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	if (strcmp(arg, "ascii") == 0)
		dtp->dt_options[id] = 0;
	else if (strcmp(arg, "utf8") == 0)
		dtp->dt_options[id] = 1;
	else
		return dt_set_errno(dtp, EDT_BADOPTVAL);
	return 0;
}

/* Accepted for compatibility, not used: must have a value. */
static int
dt_opt_ignore_val(dtrace_hdl_t *dtp, const char *arg, int id)
{
	return arg == NULL ? dt_set_errno(dtp, EDT_BADOPTVAL) : 0;
}

/* Accepted for compatibility, not used: a size or flag, any value. */
static int
dt_opt_ignore(dtrace_hdl_t *dtp, const char *arg, int id)
{
	return 0;
}

#define V(name, func, id, def)	{ name, func, id, DT_OK_VALUE, def }
#define B(name, func, id)	{ name, func, id, DT_OK_BOOL, 0 }
#define I(name, func)		{ name, func, -1, DT_OK_VALUE, 0 }

static const dt_option_t dt_options[] = {
	V("aggrate", dt_opt_rate, DTRACEOPT_AGGRATE, NANOSEC),
	V("aggsize", dt_opt_size, DTRACEOPT_AGGSIZE, 4 << 20),
	B("aggsortkey", dt_opt_runtime, DTRACEOPT_AGGSORTKEY),
	V("aggsortkeypos", dt_opt_runtime, DTRACEOPT_AGGSORTKEYPOS, 0),
	V("aggsortpos", dt_opt_runtime, DTRACEOPT_AGGSORTPOS, 0),
	B("aggsortrev", dt_opt_runtime, DTRACEOPT_AGGSORTREV),
	I("aggpercpu", dt_opt_ignore),
	I("amin", dt_opt_ignore_val),
	I("argref", dt_opt_ignore),
	B("bpflog", dt_opt_runtime, DTRACEOPT_BPFLOG),
	I("bpflogsize", dt_opt_ignore),
	V("bufpolicy", dt_opt_bufpolicy, DTRACEOPT_BUFPOLICY,
	    DTRACEOPT_BUFPOLICY_SWITCH),
	I("bufresize", dt_opt_ignore_val),
	V("bufsize", dt_opt_size, DTRACEOPT_BUFSIZE, 4 << 20),
	I("cleanrate", dt_opt_ignore),
	V("cpu", dt_opt_cpu, DTRACEOPT_CPU, -1),
	B("cpp", dt_opt_flag, DTRACEOPT_CPP),
	I("cppargs", dt_opt_ignore_val),
	I("cpphdrs", dt_opt_ignore),
	I("cpppath", dt_opt_ignore_val),
	B("debug", dt_opt_flag, DTRACEOPT_DEBUG),
	B("defaultargs", dt_opt_flag, DTRACEOPT_DEFAULTARGS),
	I("define", dt_opt_ignore_val),
	B("destructive", dt_opt_runtime, DTRACEOPT_DESTRUCTIVE),
	V("disasm", dt_opt_mask, DTRACEOPT_DISASM, 0),
	V("dynvarsize", dt_opt_size, DTRACEOPT_DYNVARSIZE, 1 << 20),
	I("empty", dt_opt_ignore),
	V("encoding", dt_opt_encoding, DTRACEOPT_ENCODING, 0),
	B("errtags", dt_opt_flag, DTRACEOPT_ERRTAGS),
	I("evaltime", dt_opt_ignore_val),
	B("flowindent", dt_opt_runtime, DTRACEOPT_FLOWINDENT),
	B("grabanon", dt_opt_runtime, DTRACEOPT_GRABANON),
	I("incdir", dt_opt_ignore_val),
	I("jstackframes", dt_opt_ignore),
	I("jstackstrsize", dt_opt_ignore),
	I("lazyload", dt_opt_ignore),
	I("libdir", dt_opt_ignore_val),
	I("linkmode", dt_opt_ignore_val),
	I("lockmem", dt_opt_ignore_val),
	V("maxframes", dt_opt_runtime, DTRACEOPT_MAXFRAMES, 127),
	B("nolibs", dt_opt_flag, DTRACEOPT_NOLIBS),
	I("noresolve", dt_opt_ignore),
	V("nspec", dt_opt_runtime, DTRACEOPT_NSPEC, 1),
	I("pcapsize", dt_opt_ignore),
	I("printsize", dt_opt_ignore),
	I("pspec", dt_opt_ignore),
	B("quiet", dt_opt_runtime, DTRACEOPT_QUIET),
	I("quietresize", dt_opt_ignore),
	B("rawbytes", dt_opt_runtime, DTRACEOPT_RAWBYTES),
	I("scratchsize", dt_opt_ignore),
	V("specsize", dt_opt_size, DTRACEOPT_SPECSIZE, 32 << 10),
	V("stackframes", dt_opt_runtime, DTRACEOPT_STACKFRAMES, 20),
	I("stackindent", dt_opt_ignore),
	V("statusrate", dt_opt_rate, DTRACEOPT_STATUSRATE, NANOSEC),
	I("stdc", dt_opt_ignore_val),
	V("strsize", dt_opt_strsize, DTRACEOPT_STRSIZE, 256),
	V("switchrate", dt_opt_rate, DTRACEOPT_SWITCHRATE, NANOSEC),
	V("tree", dt_opt_mask, DTRACEOPT_TREE, 0),
	I("udefs", dt_opt_ignore),
	I("undef", dt_opt_ignore_val),
	I("unodefs", dt_opt_ignore),
	V("ustackframes", dt_opt_runtime, DTRACEOPT_USTACKFRAMES, 100),
	B("verbose", dt_opt_flag, DTRACEOPT_VERBOSE),
	I("version", dt_opt_ignore_val),
	B("zdefs", dt_opt_flag, DTRACEOPT_ZDEFS),
	{ NULL, NULL, -1, DT_OK_VALUE, 0 }
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

int
dt_options_init(dtrace_hdl_t *dtp)
{
	int i;

	for (i = 0; i < DTRACEOPT_MAX; i++)
		dtp->dt_options[i] = DTRACEOPT_UNSET;
	return 0;
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
	if (op != NULL && op->o_kind == DT_OK_BOOL)
		return v != DTRACEOPT_UNSET;
	if (v != DTRACEOPT_UNSET)
		return v;
	return op != NULL ? op->o_default : 0;
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
	if (op->o_id < 0)
		return op->o_func(dtp, val, op->o_id);

	/* A failed parse leaves the previous value in place. */
	old = dtp->dt_options[op->o_id];
	if (op->o_func(dtp, val, op->o_id) != 0) {
		dtp->dt_options[op->o_id] = old;
		return -1;
	}
	return 0;
}

int
dtrace_getopt(dtrace_hdl_t *dtp, const char *opt, int64_t *valp)
{
	const dt_option_t *op;

	if (opt == NULL || valp == NULL)
		return dt_set_errno(dtp, EINVAL);
	if ((op = dt_option_lookup(opt)) == NULL)
		return dt_set_errno(dtp, EDT_BADOPTNAME);
	*valp = op->o_id < 0 ? DTRACEOPT_UNSET : dtp->dt_options[op->o_id];
	return 0;
}
