/*
 * dt_pragma.c: control lines of D programs, with DTrace's rules and
 * messages.
 *
 * The scanner (dt_lex.l) collects the words of a line that starts with '#'
 * and calls dt_pragma() at its end.  A directive is named by its first word,
 * or by the word after "#pragma", or after "#pragma D".  As in DTrace, each
 * directive may be used after some of these prefixes only:
 *
 *	#line, #error, #ident	after '#' or "#pragma" (or "#pragma D")
 *	option, attributes,	after "#pragma D" only
 *	binding, depends_on
 *
 * A line that starts with a number is a line marker from the C
 * preprocessor ("# 12 "file" 1 3"), the same as #line.  An unknown name
 * after '#' is an error (D_PRAGCTL_INVAL: "#define" without -C lands here),
 * after "#pragma" it is ignored (C says unknown pragmas are ignored), after
 * "#pragma D" it is an error (D_PRAGMA_INVAL).
 *
 * What each directive does:
 *	option name[=value]	dtrace_setopt(); D_PRAGMA_OPTSET if it fails
 *	attributes A ident	stability attributes of an identifier, or with
 *	attributes A provider P part	of a provider: kept for its definition
 *				(dt_provdef.c: -G's note carries it)
 *	binding "version" ident	the API version an identifier needs: checked,
 *				not used (there is one D version)
 *	depends_on provider|module|library name: the program needs it
 *				(a module is a kernel object with BTF in
 *				/sys/kernel/btf, as it has CTF in DTrace;
 *				dt_btf_module_exists(), which reads none)
 *	error words ...		a compile error with the words
 *	line N ["file" [flags]]	the next line is line N; cpp's flags 1 and 2
 *				(entering and leaving an #include'd file)
 *				keep pcb_idepth, the include depth: a header
 *				may redeclare D's own typedefs (dt_decl.c)
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include "dt_pragma.h"
#include "dt_provdef.h"
#include "dt_btf.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_provider.h"

#define DT_PRAGMA_DIR	0	/* after a bare '#' */
#define DT_PRAGMA_SUB	1	/* after "#pragma" */
#define DT_PRAGMA_DCP	2	/* after "#pragma D" */

#define DT_VERSION_MAJMAX	0xff
#define DT_VERSION_MINMAX	0xfff
#define DT_VERSION_MICMAX	0xfff

static int
dt_pw_is(const dt_pword_t *w, int n, int i, dt_pwkind_t kind)
{
	return i < n && w[i].pw_kind == kind;
}

/* ---- #pragma D option ---- */

static int
dt_pragma_option(dt_pcb_t *pcb, const char *prname, const dt_pword_t *w, int n)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	char opt[512], why[256], *val;

	if (!dt_pw_is(w, n, 0, DT_PW_IDENT))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s <option>=<val>",
		    prname);
	if (n > 1)
		xyerror(D_PRAGMA_MALFORM, "superfluous arguments specified for "
		    "#pragma %s", prname);
	snprintf(opt, sizeof(opt), "%s", w[0].pw_text);
	if ((val = strchr(opt, '=')) != NULL)
		*val++ = '\0';
	if (dtrace_setopt(dtp, opt, val) == 0)
		return -1;
	snprintf(why, sizeof(why), "%s", dtrace_errmsg(dtp, dtrace_errno(dtp)));
	if (val == NULL)
		xyerror(D_PRAGMA_OPTSET, "failed to set option '%s': %s", opt, why);
	xyerror(D_PRAGMA_OPTSET, "failed to set option '%s' to '%s': %s",
	    opt, val, why);
}

/* ---- stability attributes and version bindings ---- */

/* "major[.minor[.micro]]", each part within DTrace's limits. */
static int
dt_version_valid(const char *s)
{
	unsigned long n[3] = { 0, 0, 0 };
	int i = 0;

	for (; *s != '\0'; s++) {
		if (isdigit((unsigned char)*s)) {
			n[i] = n[i] * 10 + (unsigned long)(*s - '0');
			if (n[i] > 0xffff)
				return 0;
		} else if (*s != '.' || i++ >= 2) {
			return 0;
		}
	}
	return n[0] <= DT_VERSION_MAJMAX && n[1] <= DT_VERSION_MINMAX &&
	    n[2] <= DT_VERSION_MICMAX;
}

/* A pragma naming an identifier the program has not declared (yet). */
struct dt_pragma_pend {
	const char *pp_name;
	const char *pp_prname;		/* "attributes" or "binding" */
	int pp_line;
	struct dt_pragma_pend *pp_next;
};

extern void *dt_lex_talloc(size_t size);	/* freed with the scanner */
extern char *dt_lex_tstrdup(const char *s);

/*
 * An identifier the program may annotate: not one of D's built-ins.  One
 * not declared yet is kept, for dt_pragma_unused() to find its declaration.
 */
static void
dt_pragma_scope(dt_pcb_t *pcb, const char *prname, const char *name)
{
	dt_ident_t *idp = dt_idhash_lookup(pcb->pcb_hdl->dt_globals, name);
	struct dt_pragma_pend *pp;

	if (idp != NULL && (idp->di_flags & DT_IDFLG_BUILTIN))
		xyerror(D_PRAGMA_SCOPE, "#pragma %s cannot modify entity defined "
		    "outside program scope", prname);
	if (idp != NULL)
		return;
	pp = dt_lex_talloc(sizeof(*pp));
	pp->pp_name = dt_lex_tstrdup(name);
	pp->pp_prname = prname;
	pp->pp_line = pcb->pcb_lineno;
	pp->pp_next = pcb->pcb_pragmas;
	pcb->pcb_pragmas = pp;
}

/* Does a top-level declaration (or inline) of the program declare name? */
static int
dt_pragma_declared(const dt_pcb_t *pcb, const char *name)
{
	const dt_node_t *dnp;

	for (dnp = pcb->pcb_root->dn_list; dnp != NULL; dnp = dnp->dn_list)
		if ((dnp->dn_kind == DT_NODE_DECL ||
		     dnp->dn_kind == DT_NODE_INLINE) &&
		    dnp->dn_decl->dd_name != NULL &&
		    strcmp(dnp->dn_decl->dd_name, name) == 0)
			return 1;
	return 0;
}

void
dt_pragma_unused(dt_pcb_t *pcb)
{
	const struct dt_pragma_pend *pp, *first = NULL;

	for (pp = pcb->pcb_pragmas; pp != NULL; pp = pp->pp_next)
		if (!dt_pragma_declared(pcb, pp->pp_name))
			first = pp;	/* the list is last first */
	if (first != NULL)
		dt_lnerror(first->pp_line, D_PRAGMA_UNUSED, "unused #pragma %s",
		    first->pp_prname);
}

static int
dt_pragma_attributes(dt_pcb_t *pcb, const char *prname, const dt_pword_t *w,
    int n)
{
	dtrace_attribute_t attr = { 0, 0, 0 };

	if (!dt_pw_is(w, n, 0, DT_PW_IDENT) || !dt_pw_is(w, n, 1, DT_PW_IDENT))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s <attributes> "
		    "<ident>", prname);
	if (dt_attr_parse(w[0].pw_text, &attr) != 0)
		xyerror(D_PRAGMA_INVAL, "invalid attributes specified by "
		    "#pragma %s", prname);
	if (strcmp(w[1].pw_text, "provider") != 0) {
		dt_pragma_scope(pcb, prname, w[1].pw_text);
		return -1;
	}
	if (!dt_pw_is(w, n, 2, DT_PW_IDENT) || !dt_pw_is(w, n, 3, DT_PW_IDENT))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s <attributes> "
		    "<ident>", prname);
	/* kept for the provider's definition, before or after this line */
	if (dt_provdef_attr(pcb->pcb_hdl, w[2].pw_text, w[3].pw_text, &attr) >= 0)
		return -1;
	/* DTrace's message names the provider first, then the part. */
	xyerror(D_PRAGMA_INVAL, "invalid component \"%s\" in attribute #pragma "
	    "for provider %s", w[2].pw_text, w[3].pw_text);
}

static int
dt_pragma_binding(dt_pcb_t *pcb, const char *prname, const dt_pword_t *w,
    int n)
{
	if (!dt_pw_is(w, n, 0, DT_PW_STRING) || !dt_pw_is(w, n, 1, DT_PW_IDENT))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s \"version\" "
		    "<ident>", prname);
	if (!dt_version_valid(w[0].pw_text))
		xyerror(D_PRAGMA_INVAL, "invalid version string specified by "
		    "#pragma %s", prname);
	dt_pragma_scope(pcb, prname, w[1].pw_text);
	return -1;
}

/* ---- #pragma D depends_on ---- */

static int
dt_provider_known(dtrace_hdl_t *dtp, const char *name)
{
	int i;

	if (dt_provider_lookup(dtp, name) != NULL)
		return 1;
	for (i = 0; dtp->dt_provimpls[i] != NULL; i++)
		if (strcmp(dtp->dt_provimpls[i]->name, name) == 0 &&
		    (dtp->dt_provimpls[i]->absent == NULL ||
		    dtp->dt_provimpls[i]->absent(dtp) == NULL))
			return 1;
	return 0;
}

static int
dt_pragma_depends(dt_pcb_t *pcb, const char *prname, const dt_pword_t *w,
    int n)
{
	const char *class, *name;
	int found;

	if (!dt_pw_is(w, n, 0, DT_PW_IDENT) || !dt_pw_is(w, n, 1, DT_PW_IDENT))
		xyerror(D_PRAGMA_MALFORM, "malformed #pragma %s <class> <name>",
		    prname);
	class = w[0].pw_text;
	name = w[1].pw_text;
	if (strcmp(class, "provider") == 0)
		found = dt_provider_known(pcb->pcb_hdl, name);
	else if (strcmp(class, "module") == 0)
		found = dt_btf_module_exists(name);
	else if (strcmp(class, "library") == 0) {
		/* the D library loads a file's dependencies first (dt_lib.c) */
		if (!(pcb->pcb_cflags & DT_C_LIBRARY))
			xyerror(D_PRAGMA_DEPEND, "main program may not explicitly "
			    "depend on a library");
		found = 1;
	}
	else
		xyerror(D_PRAGMA_INVAL, "invalid class %s specified by #pragma %s",
		    class, prname);
	if (!found)
		xyerror(D_PRAGMA_DEPEND, "program requires %s %s", class, name);
	return -1;
}

/* ---- #error, #ident, #line ---- */

/* The identifiers and strings of the line, each followed by a space. */
static int
dt_pragma_error(dt_pcb_t *pcb, const char *prname, const dt_pword_t *w, int n)
{
	char msg[1024];
	size_t len = 0;
	int i;

	msg[0] = '\0';
	for (i = 0; i < n && len < sizeof(msg); i++) {
		if (w[i].pw_kind == DT_PW_INT)
			continue;
		len += snprintf(msg + len, sizeof(msg) - len, "%s ", w[i].pw_text);
	}
	xyerror(D_PRAGERR, "#%s: %s", prname, msg);
}

static int
dt_pragma_ident(dt_pcb_t *pcb, const char *prname, const dt_pword_t *w, int n)
{
	return -1;
}

/* #line N ["file" [flag ...]]: the next line is line N. */
static int
dt_pragma_line(dt_pcb_t *pcb, const char *prname, const dt_pword_t *w, int n)
{
	long line;
	int i;

	for (i = 0; i < n; i++) {
		dt_pwkind_t want = i == 1 ? DT_PW_STRING : DT_PW_INT;

		if (w[i].pw_kind != want)
			break;
	}
	if (n == 0 || i < n)
		xyerror(D_PRAGMA_MALFORM, "malformed #%s <line> [ [\"file\"] "
		    "state ]", prname);
	line = strtol(w[0].pw_text, NULL, 0);
	if (line < 0 || line > 0x7fffffff)
		xyerror(D_PRAGMA_MALFORM, "malformed #%s <line> [ [\"file\"] "
		    "state ]", prname);
	/* cpp's flags: 1 entering an #include'd file, 2 back from one */
	for (i = 2; i < n; i++) {
		long flag = strtol(w[i].pw_text, NULL, 0);

		if (flag == 1)
			pcb->pcb_idepth++;
		else if (flag == 2 && pcb->pcb_idepth > 0)
			pcb->pcb_idepth--;
	}
	return (int)line;
}

/* ---- dispatch ---- */

static const struct dt_pragmadesc {
	const char *name;
	int (*func)(dt_pcb_t *, const char *, const dt_pword_t *, int);
	int kind;		/* the least specific prefix it may follow */
} dt_pragmas[] = {
	{ "attributes", dt_pragma_attributes, DT_PRAGMA_DCP },
	{ "binding", dt_pragma_binding, DT_PRAGMA_DCP },
	{ "depends_on", dt_pragma_depends, DT_PRAGMA_DCP },
	{ "error", dt_pragma_error, DT_PRAGMA_DIR },
	{ "ident", dt_pragma_ident, DT_PRAGMA_DIR },
	{ "line", dt_pragma_line, DT_PRAGMA_DIR },
	{ "option", dt_pragma_option, DT_PRAGMA_DCP },
	{ NULL, NULL, 0 }
};

static const struct dt_pragmadesc *
dt_pragma_lookup(const char *name, int kind)
{
	const struct dt_pragmadesc *dpd;

	for (dpd = dt_pragmas; dpd->name != NULL; dpd++)
		if (dpd->kind <= kind && strcmp(dpd->name, name) == 0)
			return dpd;
	return NULL;
}

int
dt_pragma(dt_pcb_t *pcb, const dt_pword_t *w, int n)
{
	const struct dt_pragmadesc *dpd;
	int i, kind = DT_PRAGMA_DIR;

	for (i = 0; i < n; i++) {
		if (w[i].pw_kind == DT_PW_INT)
			return dt_pragma_line(pcb, "line", w + i, n - i);
		if (w[i].pw_kind != DT_PW_IDENT)
			xyerror(D_PRAGCTL_INVAL, "invalid control directive");
		if (kind == DT_PRAGMA_DIR && strcmp(w[i].pw_text, "pragma") == 0) {
			kind = DT_PRAGMA_SUB;
			continue;
		}
		if (kind == DT_PRAGMA_SUB && strcmp(w[i].pw_text, "D") == 0) {
			kind = DT_PRAGMA_DCP;
			continue;
		}
		if ((dpd = dt_pragma_lookup(w[i].pw_text, kind)) != NULL)
			return dpd->func(pcb, dpd->name, w + i + 1, n - i - 1);
		if (kind == DT_PRAGMA_DIR)
			xyerror(D_PRAGCTL_INVAL, "invalid control directive: #%s",
			    w[i].pw_text);
		if (kind == DT_PRAGMA_DCP)
			xyerror(D_PRAGMA_INVAL, "invalid D pragma: %s", w[i].pw_text);
		return -1;	/* an unknown #pragma: ignored */
	}
	return -1;	/* a null directive */
}
