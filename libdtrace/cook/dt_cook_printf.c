/*
 * dt_cook_printf.c: D's printf() formats at compile time: parsing and
 * checking them against their arguments, as DTrace does.
 *
 * A format is parsed once (dt_printf_create) into a list of "argument
 * descriptors" (dt_pfmt.h): each holds the literal text that precedes a
 * conversion and the conversion itself (flags, width, precision, and the
 * conversion name including any size prefix, such as "d", "lld" or "hx").
 * Conversion names are looked up in a dictionary that is DTrace's: each
 * entry says what C conversion prints it, which D types it accepts
 * (checked at compile time by dt_printf_validate and dt_printa_validate,
 * with DTrace's messages), and how its value is printed (dt_printf.c, at
 * run time).  Text after the last conversion becomes a final descriptor
 * without one.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_pfmt.h"
#include "dt_cook_printf.h"
#include "dt_type.h"

static const char pfproto_xint[] = "char, short, int, long, or long long";
static const char pfproto_csi[] = "char, short, or int";
static const char pfproto_fp[] = "float, double, or long double";
static const char pfproto_addr[] = "pointer or integer";
static const char pfproto_uaddr[] =
    "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char pfproto_cstr[] = "char [] or string (or use stringof)";

/* DTrace's conversion dictionary. */
static const dt_pfconv_t dt_pfconvs[] = {
	{ "a", "s", pfproto_addr, DT_PFC_ADDR, DT_PFP_ADDR },
	{ "A", "s", pfproto_uaddr, DT_PFC_UADDR, DT_PFP_UADDR },
	{ "c", "c", pfproto_csi, DT_PFC_CSI, DT_PFP_SINT },
	{ "C", "s", pfproto_csi, DT_PFC_CSI, DT_PFP_ECHR },
	{ "d", "d", pfproto_xint, DT_PFC_DINT, DT_PFP_DINT },
	{ "e", "e", pfproto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "E", "E", pfproto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "f", "f", pfproto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "g", "g", pfproto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "G", "G", pfproto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "hd", "d", "short", DT_PFC_TYPE, DT_PFP_SINT },
	{ "hi", "i", "short", DT_PFC_TYPE, DT_PFP_SINT },
	{ "ho", "o", "unsigned short", DT_PFC_TYPE, DT_PFP_UINT },
	{ "hu", "u", "unsigned short", DT_PFC_TYPE, DT_PFP_UINT },
	{ "hx", "x", "short", DT_PFC_XSHORT, DT_PFP_UINT },
	{ "hX", "X", "short", DT_PFC_XSHORT, DT_PFP_UINT },
	{ "i", "i", pfproto_xint, DT_PFC_DINT, DT_PFP_DINT },
	{ "k", "s", "stack", DT_PFC_STACK, DT_PFP_STACK },
	{ "lc", "c", "int", DT_PFC_TYPE, DT_PFP_SINT },
	{ "ld", "d", "long", DT_PFC_TYPE, DT_PFP_SINT },
	{ "li", "i", "long", DT_PFC_TYPE, DT_PFP_SINT },
	{ "lo", "o", "unsigned long", DT_PFC_TYPE, DT_PFP_UINT },
	{ "lu", "u", "unsigned long", DT_PFC_TYPE, DT_PFP_UINT },
	{ "lx", "x", "long", DT_PFC_XLONG, DT_PFP_UINT },
	{ "lX", "X", "long", DT_PFC_XLONG, DT_PFP_UINT },
	{ "lld", "d", "long long", DT_PFC_TYPE, DT_PFP_SINT },
	{ "lli", "i", "long long", DT_PFC_TYPE, DT_PFP_SINT },
	{ "llo", "o", "unsigned long long", DT_PFC_TYPE, DT_PFP_UINT },
	{ "llu", "u", "unsigned long long", DT_PFC_TYPE, DT_PFP_UINT },
	{ "llx", "x", "long long", DT_PFC_XLONGLONG, DT_PFP_UINT },
	{ "llX", "X", "long long", DT_PFC_XLONGLONG, DT_PFP_UINT },
	{ "Le", "e", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "LE", "E", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "Lf", "f", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "Lg", "g", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "LG", "G", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "o", "o", pfproto_xint, DT_PFC_XINT, DT_PFP_UINT },
	{ "p", "x", pfproto_addr, DT_PFC_ADDR, DT_PFP_UINT },
	{ "s", "s", pfproto_cstr, DT_PFC_STR, DT_PFP_CSTR },
	{ "S", "s", pfproto_cstr, DT_PFC_STR, DT_PFP_ESTR },
	{ "T", "s", "int64_t", DT_PFC_TIME, DT_PFP_TIME822 },
	{ "u", "u", pfproto_xint, DT_PFC_XINT, DT_PFP_UINT },
	{ "x", "x", pfproto_xint, DT_PFC_XINT, DT_PFP_UINT },
	{ "X", "X", pfproto_xint, DT_PFC_XINT, DT_PFP_UINT },
	{ "Y", "s", "int64_t", DT_PFC_TIME, DT_PFP_TIME },
	{ "%", "%", "void", DT_PFC_TYPE, DT_PFP_PCT },
	{ NULL, NULL, NULL, 0, 0 }
};


/*
 * Parsing.
 */

static const dt_pfconv_t *
dt_pfconv_lookup(const char *name)
{
	const dt_pfconv_t *pfc;

	for (pfc = dt_pfconvs; pfc->pfc_name != NULL; pfc++) {
		if (strcmp(pfc->pfc_name, name) == 0)
			return pfc;
	}
	return NULL;
}

/* A malformed format: a compile error inside a compile, else EDT_COMPILER. */
static dt_pfargv_t *
dt_printf_error(dtrace_hdl_t *dtp, dt_pfargv_t *pfv, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	dt_printf_destroy(pfv);
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (yypcb != NULL)
		xyerror(D_SYNTAX, "%s", msg);	/* DTrace's tag */
	dt_set_errmsg(dtp, EDT_COMPILER, "%s", msg);
	return NULL;
}

static dt_pfargd_t *
dt_printf_newarg(dt_pfargv_t *pfv, size_t maxargs)
{
	dt_pfargd_t *pfd;

	if ((size_t)pfv->pfv_argc >= maxargs)
		return NULL;
	pfd = &pfv->pfv_argv[pfv->pfv_argc++];
	memset(pfd, 0, sizeof(*pfd));
	return pfd;
}

/*
 * Parse one conversion; *pp points at its '%' and is left on its last
 * character.  Returns NULL (with an error raised) if it is malformed.
 */
static const char *
dt_printf_parse1(dt_pfargv_t *pfv, dt_pfargd_t *pfd, const char *p,
    char *name, size_t namesz)
{
	size_t namelen = 0;
	int digits = 0, dot = 0, n;
	char c;

	for (;;) {
		switch (c = *++p) {
		case '0': case '1': case '2': case '3': case '4':
		case '5': case '6': case '7': case '8': case '9':
			if (dot == 0 && digits == 0 && c == '0') {
				pfd->pfd_flags |= DT_PFCONV_ZPAD;
				pfd->pfd_flags &= ~DT_PFCONV_LEFT;
				continue;
			}
			for (n = 0; isdigit((unsigned char)c); c = *++p) {
				if (n < 100000)
					n = n * 10 + c - '0';
			}
			if (dot)
				pfd->pfd_prec = n;
			else
				pfd->pfd_width = n;
			p--;
			digits++;
			continue;
		case '#':
			pfd->pfd_flags |= DT_PFCONV_ALT;
			continue;
		case '*':
			n = dot ? DT_PFCONV_DYNPREC : DT_PFCONV_DYNWIDTH;
			if (pfd->pfd_flags & n) {
				snprintf(name, namesz, "format conversion #%d has "
				    "more than one '*' specified for the output %s",
				    pfv->pfv_argc, dot ? "precision" : "width");
				return NULL;
			}
			pfd->pfd_flags |= n;
			continue;
		case '+':
			pfd->pfd_flags |= DT_PFCONV_SPOS;
			continue;
		case '-':
			pfd->pfd_flags |= DT_PFCONV_LEFT;
			pfd->pfd_flags &= ~DT_PFCONV_ZPAD;
			continue;
		case '.':
			if (dot++ != 0) {
				snprintf(name, namesz, "format conversion #%d has "
				    "more than one '.' specified", pfv->pfv_argc);
				return NULL;
			}
			digits = 0;
			continue;
		case '?':
			pfd->pfd_width = 16;	/* LP64 */
			continue;
		case '@':
			pfd->pfd_flags |= DT_PFCONV_AGG;
			continue;
		case '\'':
			pfd->pfd_flags |= DT_PFCONV_GROUP;
			continue;
		case ' ':
			pfd->pfd_flags |= DT_PFCONV_SPACE;
			continue;
		case '$':
			snprintf(name, namesz, "format conversion #%d uses "
			    "unsupported positional format (%%n$)", pfv->pfv_argc);
			return NULL;
		case '%':
			if (p[-1] == '%')
				break;		/* "%%" */
			snprintf(name, namesz, "format conversion #%d cannot be "
			    "combined with other format flags: %%%%", pfv->pfv_argc);
			return NULL;
		case '\0':
			snprintf(name, namesz, "format conversion #%d name "
			    "expected before end of format string", pfv->pfv_argc);
			return NULL;
		case 'h': case 'l': case 'L': case 'w':
			if (namelen < 6)
				name[namelen++] = c;
			continue;
		default:
			break;
		}
		break;
	}
	name[namelen++] = c;
	name[namelen] = '\0';
	return p;
}

dt_pfargv_t *
dt_printf_create(dtrace_hdl_t *dtp, const char *s)
{
	dt_pfargv_t *pfv;
	dt_pfargd_t *pfd;
	const char *p, *q;
	size_t maxargs = 2;
	char name[256];

	for (p = s; *p != '\0'; p++)
		maxargs += (*p == '%');
	if ((pfv = calloc(1, sizeof(*pfv))) == NULL ||
	    (pfv->pfv_format = strdup(s)) == NULL ||
	    (pfv->pfv_argv = calloc(maxargs, sizeof(dt_pfargd_t))) == NULL) {
		if (pfv != NULL) {
			free(pfv->pfv_format);
			free(pfv);
		}
		dt_set_errno(dtp, EDT_NOMEM);
		return NULL;
	}

	for (q = pfv->pfv_format; (p = strchr(q, '%')) != NULL;
	    q = *p ? p + 1 : p) {
		pfd = dt_printf_newarg(pfv, maxargs);
		if (p > q) {
			pfd->pfd_preflen = (size_t)(p - q);
			pfd->pfd_prefix = q;
		}
		if ((p = dt_printf_parse1(pfv, pfd, p, name, sizeof(name))) == NULL)
			return dt_printf_error(dtp, pfv, "%s", name);
		if ((pfd->pfd_conv = dt_pfconv_lookup(name)) == NULL)
			return dt_printf_error(dtp, pfv, "format conversion #%d "
			    "is undefined: %%%s", pfv->pfv_argc, name);
	}

	if (*q != '\0' || pfv->pfv_format[0] == '\0') {
		pfd = dt_printf_newarg(pfv, maxargs);
		pfd->pfd_prefix = q;
		pfd->pfd_preflen = strlen(q);
	}
	return pfv;
}

void
dt_printf_destroy(dt_pfargv_t *pfv)
{
	if (pfv == NULL)
		return;
	free(pfv->pfv_argv);
	free(pfv->pfv_format);
	free(pfv);
}

/*
 * Compile-time checks.
 */

static int
dt_pf_is_float(ctf_dict_t *fp, ctf_id_t type)
{
	ctf_id_t base = ctf_type_resolve(fp, type);

	return base != CTF_ERR && ctf_type_kind(fp, base) == CTF_K_FLOAT;
}

/* Is the (resolved) type named one of names (NULL-terminated)? */
static int
dt_pf_resolved_name_is(ctf_dict_t *fp, ctf_id_t type, const char *const *names)
{
	char n[256];
	ctf_id_t base = ctf_type_resolve(fp, type);

	if (base == CTF_ERR || ctf_type_name(fp, base, n, sizeof(n)) == NULL)
		return 0;
	for (; *names != NULL; names++) {
		if (strcmp(n, *names) == 0)
			return 1;
	}
	return 0;
}

/* %llx also accepts [u]int64_t or any typedef of them. */
static int
dt_pf_check_xlonglong(ctf_dict_t *fp, ctf_id_t type)
{
	static const char *const ll[] = { "long long", "signed long long",
	    "unsigned long long", NULL };
	char n[256];

	if (dt_pf_resolved_name_is(fp, type, ll))
		return 1;
	while (ctf_type_kind(fp, type) == CTF_K_TYPEDEF) {
		if (ctf_type_name(fp, type, n, sizeof(n)) != NULL &&
		    (strcmp(n, "int64_t") == 0 || strcmp(n, "uint64_t") == 0))
			return 1;
		type = ctf_type_reference(fp, type);
	}
	return 0;
}

static int
dt_pf_check_type(dtrace_hdl_t *dtp, const dt_pfconv_t *pfc, ctf_dict_t *fp,
    ctf_id_t type)
{
	dtrace_typeinfo_t dtt;
	ctf_id_t base = ctf_type_resolve(fp, type);

	if (base == CTF_ERR || dt_type_lookup(dtp, pfc->pfc_tstr, &dtt) != 0)
		return 0;
	return ctf_type_compat(fp, base, dtt.dtt_ctfp, dtt.dtt_type);
}

/* Is type the typedef name (stack, _usymaddr: what stack(), usym() give)? */
static int
dt_pf_typedef_is(ctf_dict_t *fp, ctf_id_t type, const char *name)
{
	char n[64];

	return ctf_type_kind(fp, type) == CTF_K_TYPEDEF &&
	    ctf_type_name(fp, type, n, sizeof(n)) != NULL && strcmp(n, name) == 0;
}

static int
dt_pf_check(dtrace_hdl_t *dtp, const dt_pfconv_t *pfc, ctf_dict_t *fp,
    ctf_id_t type)
{
	static const char *const shorts[] = { "short", "signed short",
	    "unsigned short", NULL };
	static const char *const longs[] = { "long", "signed long",
	    "unsigned long", NULL };

	switch (pfc->pfc_check) {
	case DT_PFC_XINT:
	case DT_PFC_DINT:
		return dt_type_is_integer(fp, type);
	case DT_PFC_CSI:
		return dt_type_is_integer(fp, type) &&
		    dt_type_size(dtp, fp, type) <= sizeof(int);
	case DT_PFC_FP:
		return dt_pf_is_float(fp, type);
	case DT_PFC_ADDR:
		return dt_type_is_pointer(fp, type) || dt_type_is_integer(fp, type);
	case DT_PFC_UADDR:
		return dt_pf_typedef_is(fp, type, "_usymaddr") || (dtp->dt_target != 0 &&
		    (dt_type_is_pointer(fp, type) || dt_type_is_integer(fp, type)));
	case DT_PFC_STACK:
		return dt_pf_typedef_is(fp, type, "stack");
	case DT_PFC_STR:
		return dt_type_is_string(dtp, fp, type);
	case DT_PFC_TIME:
		return dt_type_is_integer(fp, type) &&
		    dt_type_size(dtp, fp, type) == sizeof(uint64_t);
	case DT_PFC_XSHORT:
		return dt_pf_resolved_name_is(fp, type, shorts);
	case DT_PFC_XLONG:
		return dt_pf_resolved_name_is(fp, type, longs);
	case DT_PFC_XLONGLONG:
		return dt_pf_check_xlonglong(fp, type);
	case DT_PFC_TYPE:
		return dt_pf_check_type(dtp, pfc, fp, type);
	}
	return 0;
}

/* Check the arguments consumed by a '*' width or precision. */
static const dt_node_t *
dt_pf_validate_dyn(dtrace_hdl_t *dtp, const dt_pfargd_t *pfd, int i,
    const dt_node_t *dnp, const dt_node_t *args, int *jp, const char *func)
{
	const char *dyns[2];
	char n[256];
	int dync = 0;

	if (pfd->pfd_flags & DT_PFCONV_DYNPREC)
		dyns[dync++] = ".*";
	if (pfd->pfd_flags & DT_PFCONV_DYNWIDTH)
		dyns[dync++] = "*";

	for (; dync != 0; dync--) {
		if (args == NULL)
			dnerror(dnp, D_PRINTF_DYN_PROTO, "%s( ) prototype mismatch: "
			    "conversion #%d (%%%s) is missing a corresponding "
			    "\"%s\" argument", func, i + 1,
			    pfd->pfd_conv->pfc_name, dyns[dync - 1]);
		if (!dt_type_is_integer(args->dn_ctfp, args->dn_type))
			dnerror(dnp, D_PRINTF_DYN_TYPE, "%s( ) argument #%d is "
			    "incompatible with conversion #%d prototype:\n"
			    "\tconversion: %% %s %s\n\t prototype: int\n"
			    "\t  argument: %s", func, *jp + 2, i + 1,
			    dyns[dync - 1], pfd->pfd_conv->pfc_name,
			    dt_type_name(args->dn_ctfp, args->dn_type, n, sizeof(n)));
		args = args->dn_list;
		(*jp)++;
	}
	(void)dtp;
	return args;
}

/*
 * Check the conversions against the arguments.  aggtype is the type of an
 * aggregation's value for %@ conversions ("int64_t", or "uint64_t" for
 * count()), NULL if the format is not a printa() one.
 */
static void
dt_pf_validate(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv, const dt_node_t *dnp,
    const dt_node_t *args, const char *func, const char *aggtype)
{
	int agg = aggtype != NULL;
	int i, j = 0;
	char n[256], vname[64];

	if (pfv->pfv_format[0] == '\0')
		dnerror(dnp, D_PRINTF_FMT_EMPTY, "%s( ) format string is empty",
		    func);

	for (i = 0; i < pfv->pfv_argc; i++) {
		const dt_pfargd_t *pfd = &pfv->pfv_argv[i];
		const dt_pfconv_t *pfc = pfd->pfd_conv;
		ctf_dict_t *fp;
		ctf_id_t type;

		if (pfc == NULL || pfc->pfc_print == DT_PFP_PCT)
			continue;
		args = dt_pf_validate_dyn(dtp, pfd, i, dnp, args, &j, func);

		if (pfd->pfd_flags & DT_PFCONV_AGG) {
			dtrace_typeinfo_t dtt;

			if (!agg)
				dnerror(dnp, D_PRINTF_AGG_CONV, "%%@ conversion "
				    "requires an aggregation and is not for use "
				    "with %s( )", func);
			if (dt_type_lookup(dtp, aggtype, &dtt) != 0)
				dnerror(dnp, D_TYPE_ERR,
				    "failed to lookup agg type %s", aggtype);
			snprintf(vname, sizeof(vname), "aggregating action");
			fp = dtt.dtt_ctfp;
			type = dtt.dtt_type;
		} else if (args == NULL) {
			dnerror(dnp, D_PRINTF_ARG_PROTO, "%s( ) prototype mismatch: "
			    "conversion #%d (%%%s) is missing a corresponding "
			    "value argument", func, i + 1, pfc->pfc_name);
		} else {
			snprintf(vname, sizeof(vname), "argument #%d", j + 2);
			if (args->dn_kind == DT_NODE_AGG)	/* dynamic: fits none */
				dnerror(dnp, D_PRINTF_ARG_TYPE, "%s( ) %s is "
				    "incompatible with conversion #%d prototype:"
				    "\n\tconversion: %%%s\n\t prototype: %s\n\t  "
				    "argument: aggregation", func, vname, i + 1,
				    pfc->pfc_name, pfc->pfc_tstr);
			fp = args->dn_ctfp;
			type = args->dn_type;
			args = args->dn_list;
			j++;
		}

		if (!dt_pf_check(dtp, pfc, fp, type))
			dnerror(dnp, D_PRINTF_ARG_TYPE, "%s( ) %s is incompatible "
			    "with conversion #%d prototype:\n\tconversion: %%%s\n"
			    "\t prototype: %s\n\t  argument: %s", func, vname,
			    i + 1, pfc->pfc_name, pfc->pfc_tstr,
			    dt_type_name(fp, type, n, sizeof(n)));
	}

	if (!agg && args != NULL)
		dnerror(dnp, D_PRINTF_ARG_EXTRA, "%s( ) prototype mismatch: only "
		    "%d arguments required by this format string", func, j);
}

void
dt_printf_validate(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv,
    const dt_node_t *dnp, const dt_node_t *args, const char *func)
{
	dt_pf_validate(dtp, pfv, dnp, args, func, NULL);
}

/*
 * printa(): the conversions other than %@ take the aggregation's keys, in
 * order (a format may leave keys out at the end); %@ takes its value, of
 * type uint64_t for count() and int64_t for the others, as in DTrace.
 */
void
dt_printa_validate(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv,
    const dt_node_t *dnp, const dt_aggdesc_t *agp)
{
	dt_node_t *keys = NULL, **tail = &keys;
	uint32_t i;

	for (i = 0; i < agp->dtagd_nkeys; i++) {
		dt_node_t *k = dt_node_empty();	/* freed with the program */

		k->dn_ctfp = agp->dtagd_kctfp[i];
		k->dn_type = agp->dtagd_ktype[i];
		*tail = k;
		tail = &k->dn_list;
	}
	dt_pf_validate(dtp, pfv, dnp, keys, "printa",
	    agp->dtagd_func == DT_AGG_COUNT ? "uint64_t" : "int64_t");
}
