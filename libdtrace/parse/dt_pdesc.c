/*
 * dt_pdesc.c: probe descriptions.
 *
 * A probe description "provider:module:function:name" may be written with
 * fewer fields; the fields present are the rightmost ones of the probe
 * specifier the program was given with (DTRACE_PROBESPEC_NAME for clauses
 * and dtrace -n, _FUNC for -f, _MOD for -m, _PROVIDER for -P).  So with
 * -n, "BEGIN" is the name BEGIN and "read:entry" is function read, name
 * entry.  dt_pdesc_parse() splits a description from the right, as DTrace
 * does, and expands the macros a field may contain: $1..$n (the macro
 * arguments), $target, $pid and the other macro variables, so that
 * "pid$target:a.out:main:entry" becomes "pid1234:a.out:main:entry".
 * `$$` is the same as `$` in a probe description.
 *
 * The fields are then compared with dt_gmatch() (dt_glob.c).
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"

/*
 * Macro variables: DTrace's $pid, $ppid ... are the values of the dtrace
 * process itself; $target is the -c/-p process (0 if none).
 */
int
dt_macro_lookup(dtrace_hdl_t *dtp, const char *name, int64_t *valp)
{
	if (strcmp(name, "target") == 0)
		*valp = dtp->dt_target;
	else if (strcmp(name, "pid") == 0)
		*valp = getpid();
	else if (strcmp(name, "ppid") == 0)
		*valp = getppid();
	else if (strcmp(name, "pgid") == 0)
		*valp = getpgid(0);
	else if (strcmp(name, "sid") == 0)
		*valp = getsid(0);
	else if (strcmp(name, "uid") == 0)
		*valp = getuid();
	else if (strcmp(name, "euid") == 0)
		*valp = geteuid();
	else if (strcmp(name, "gid") == 0)
		*valp = getgid();
	else if (strcmp(name, "egid") == 0)
		*valp = getegid();
	else if (strcmp(name, "projid") == 0 || strcmp(name, "taskid") == 0)
		*valp = 0;
	else
		return -1;
	return 0;
}

/*
 * Expand the macro at *pp (which points just past '$') into buf; advance
 * *pp past the macro's name.  Returns -1 if it is not defined.
 */
static int
dt_pdesc_macro(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const char **pp,
    char *buf, size_t len)
{
	const char *p = *pp;
	int argc = pcb != NULL ? pcb->pcb_sargc : dtp->dt_argc;
	char *const *argv = pcb != NULL ? pcb->pcb_sargv : dtp->dt_argv;
	char name[64];
	int64_t val;
	size_t n = 0;

	if (*p == '$')
		p++;	/* $$ is the same as $ here */
	if (isdigit((unsigned char)*p)) {
		long i = strtol(p, (char **)&p, 10);

		*pp = p;
		if (i < 0 || i >= argc || argv == NULL)
			return -1;
		if (pcb != NULL && pcb->pcb_sflagv != NULL)
			pcb->pcb_sflagv[i] |= DT_IDFLG_REF;
		snprintf(buf, len, "%s", argv[i]);
		return 0;
	}
	while ((isalnum((unsigned char)*p) || *p == '_') && n < sizeof(name) - 1)
		name[n++] = *p++;
	name[n] = '\0';
	*pp = p;
	if (n == 0 || dt_macro_lookup(dtp, name, &val) != 0)
		return -1;
	snprintf(buf, len, "%lld", (long long)val);
	return 0;
}

/* Copy field [s, e) into dst (size len), expanding macros. */
static int
dt_pdesc_field(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const char *s, const char *e,
    char *dst, size_t len)
{
	char val[1024];
	size_t n = 0, vlen;

	while (s < e) {
		if (*s != '$') {
			if (n + 1 >= len)
				return dt_set_errmsg(dtp, ENAMETOOLONG, "%s",
				    strerror(ENAMETOOLONG));
			dst[n++] = *s++;
			continue;
		}
		s++;
		if (dt_pdesc_macro(dtp, pcb, &s, val, sizeof(val)) != 0)
			return dt_set_errmsg(dtp, EDT_BADSPEC,
			    "Undefined macro variable in probe description");
		if (s > e)
			return dt_set_errmsg(dtp, EDT_BADSPEC,
			    "Undefined macro variable in probe description");
		vlen = strlen(val);
		if (n + vlen >= len)
			return dt_set_errmsg(dtp, ENAMETOOLONG, "%s",
			    strerror(ENAMETOOLONG));
		memcpy(dst + n, val, vlen);
		n += vlen;
	}
	dst[n] = '\0';
	return 0;
}

static char *
dt_pdesc_slot(dtrace_probedesc_t *pdp, int spec, size_t *lenp)
{
	switch (spec) {
	case DTRACE_PROBESPEC_PROVIDER:
		*lenp = sizeof(pdp->prv);
		return pdp->prv;
	case DTRACE_PROBESPEC_MOD:
		*lenp = sizeof(pdp->mod);
		return pdp->mod;
	case DTRACE_PROBESPEC_FUNC:
		*lenp = sizeof(pdp->fun);
		return pdp->fun;
	default:
		*lenp = sizeof(pdp->prb);
		return pdp->prb;
	}
}

/*
 * Where the function field of [spec, end) starts when it holds C++'s "::"
 * ("pid$target::*Cart::add_item*:entry"): after the second ':' from the
 * left if [spec, end) has more than the two that end the provider and the
 * module; else NULL.
 */
static const char *
dt_pdesc_cxx_func(const char *spec, const char *end)
{
	const char *p, *second = NULL;
	int n = 0;

	for (p = spec; p < end; p++)
		if (*p == ':' && ++n == 2)
			second = p + 1;
	/* "profile::::tick-1s" is overspecified, not a C++ name. */
	if (n <= 2 || *second == ':' || end[-1] == ':')
		return NULL;
	return second;
}

/*
 * Split spec from the right at ':' and fill the fields from pspec downward
 * (a function field keeps the "::" of a C++ name: dt_pdesc_cxx_func()).
 * Errors set the handle's error (EDT_BADSPEC or ENAMETOOLONG) with DTrace's
 * message and return -1.
 */
int
dt_pdesc_parse(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const char *spec,
    dtrace_probespec_t pspec, dtrace_probedesc_t *pdp)
{
	const char *end = spec + strlen(spec), *p;
	int field = pspec;
	size_t len;
	char *dst;

	memset(pdp, 0, sizeof(*pdp));
	if (pspec < DTRACE_PROBESPEC_NONE || pspec > DTRACE_PROBESPEC_NAME)
		return dt_set_errmsg(dtp, EINVAL, "%s", strerror(EINVAL));
	for (;;) {
		for (p = end; p > spec && p[-1] != ':'; p--)
			continue;
		if (field == DTRACE_PROBESPEC_FUNC &&
		    dt_pdesc_cxx_func(spec, end) != NULL)
			p = dt_pdesc_cxx_func(spec, end);
		if (field < DTRACE_PROBESPEC_PROVIDER)
			return dt_set_errmsg(dtp, EDT_BADSPEC,
			    "Overspecified probe description");
		dst = dt_pdesc_slot(pdp, field, &len);
		if (dt_pdesc_field(dtp, pcb, p, end, dst, len) != 0)
			return -1;
		field--;
		if (p == spec)
			break;
		end = p - 1;
	}
	return 0;
}

int
dtrace_str2desc(dtrace_hdl_t *dtp, dtrace_probespec_t spec, const char *s,
    dtrace_probedesc_t *pdp)
{
	if (s == NULL || pdp == NULL)
		return dt_set_errno(dtp, EINVAL);
	return dt_pdesc_parse(dtp, NULL, s, spec, pdp);
}
