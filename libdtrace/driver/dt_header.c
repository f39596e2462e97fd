/*
 * dt_header.c: dtrace -h, the C header of the providers a D program
 * defines (dt_provdef.c).
 *
 * On Linux, applications' static probes are <sys/sdt.h>'s (systemtap-sdt-
 * dev), and build systems (PostgreSQL, CPython ...) use the header that
 * systemtap's dtrace script writes.  Ours has the same macros, so the same
 * application source builds with either tool:
 *
 *	SHOP_ORDER_START(arg1, arg2)	DTRACE_PROBE2(shop, order__start, ...)
 *	SHOP_ORDER_START_ENABLED()	the probe's semaphore is non-zero
 *	shop_order__start_semaphore	unsigned short in section .probes
 *
 * The macro names are the provider and the probe name with "__" made "_",
 * in upper case.  _SDT_HAS_SEMAPHORES makes <sys/sdt.h> record each
 * semaphore's address in the probe's note; the kernel raises the semaphore
 * while the probe is traced (uprobe reference counters).  The semaphores
 * are defined by dtrace -G's object (dt_genobj.c), or by systemtap's.  As
 * systemtap's, the header keeps STAP_SDT_V1's semaphore names.
 *
 * <sys/sdt.h> takes at most 12 arguments: a probe with more is an error
 * here rather than in the application's compiler.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "dt_provdef.h"

#define DT_STAPSDT_MAXARGS	12

/* "probes.h" -> "_PROBES_H": the include guard. */
static void
dt_header_guard(const char *fname, char *buf, size_t len)
{
	const char *b = strrchr(fname, '/');
	size_t n = 1;

	buf[0] = '_';
	for (b = b ? b + 1 : fname; *b != '\0' && n + 1 < len; b++)
		buf[n++] = isalnum((unsigned char)*b) ?
		    toupper((unsigned char)*b) : '_';
	buf[n] = '\0';
}

static void
dt_header_proto(FILE *fp, const char *macro, const dt_pdprobe_t *ppp)
{
	int i;

	fprintf(fp, "/* %s (", macro);
	for (i = 0; i < ppp->pp_nargc; i++)
		fprintf(fp, "%s %s", i ? "," : "", ppp->pp_nargv[i]);
	fprintf(fp, " ) */\n");
}

static void
dt_header_probe(FILE *fp, const char *prov, const dt_pdprobe_t *ppp)
{
	char macro[DTRACE_PROVNAMELEN + DTRACE_NAMELEN + 2];
	int i;

	dt_provdef_macro(prov, ppp->pp_name, macro, sizeof(macro));
	dt_header_proto(fp, macro, ppp);
	fprintf(fp, "#if defined STAP_SDT_V1\n"
	    "#define %s_ENABLED() __builtin_expect (%s_semaphore, 0)\n"
	    "#define %s_%s_semaphore %s_semaphore\n"
	    "#else\n"
	    "#define %s_ENABLED() __builtin_expect (%s_%s_semaphore, 0)\n"
	    "#endif\n", macro, ppp->pp_name, prov, ppp->pp_name, ppp->pp_name,
	    macro, prov, ppp->pp_name);
	fprintf(fp, "__extension__ extern unsigned short %s_%s_semaphore "
	    "__attribute__ ((unused)) __attribute__ ((section (\".probes\")));\n",
	    prov, ppp->pp_name);
	fprintf(fp, "#define %s(", macro);
	for (i = 0; i < ppp->pp_nargc; i++)
		fprintf(fp, "%sarg%d", i ? ", " : "", i + 1);
	fprintf(fp, ") \\\nDTRACE_PROBE");
	if (ppp->pp_nargc > 0)		/* DTRACE_PROBE, DTRACE_PROBE1 ... */
		fprintf(fp, "%d", ppp->pp_nargc);
	fprintf(fp, " (%s, %s", prov, ppp->pp_name);
	for (i = 0; i < ppp->pp_nargc; i++)
		fprintf(fp, ", arg%d", i + 1);
	fprintf(fp, ")\n\n");
}

static int
dt_header_check(dtrace_hdl_t *dtp)
{
	const dt_provdef_t *pdp;
	const dt_pdprobe_t *ppp;

	for (pdp = dt_provdef_first(dtp); pdp != NULL; pdp = dt_provdef_next(pdp->pd_next))
		for (ppp = pdp->pd_probes; ppp != NULL; ppp = ppp->pp_next)
			if (ppp->pp_nargc > DT_STAPSDT_MAXARGS) {
				dt_set_errmsg(dtp, EDT_COMPILER, "probe %s:%s has %d arguments: "
				    "<sys/sdt.h> takes at most %d", pdp->pd_name,
				    ppp->pp_name, ppp->pp_nargc, DT_STAPSDT_MAXARGS);
				return -1;
			}
	return 0;
}

int
dtrace_program_header(dtrace_hdl_t *dtp, FILE *fp, const char *fname)
{
	const dt_provdef_t *pdp;
	const dt_pdprobe_t *ppp;
	char guard[256];

	if (dt_header_check(dtp) != 0)
		return -1;
	dt_header_guard(fname, guard, sizeof(guard));
	fprintf(fp, "#ifndef %s\n#define %s\n\n", guard, guard);
	fprintf(fp, "#define _SDT_HAS_SEMAPHORES 1\n"
	    "#define STAP_HAS_SEMAPHORES 1 /* deprecated */\n\n"
	    "#include <sys/sdt.h>\n\n");
	for (pdp = dt_provdef_first(dtp); pdp != NULL; pdp = dt_provdef_next(pdp->pd_next))
		for (ppp = pdp->pd_probes; ppp != NULL; ppp = ppp->pp_next)
			dt_header_probe(fp, pdp->pd_name, ppp);
	fprintf(fp, "#endif /* %s */\n", guard);
	return ferror(fp) ? dt_set_errno(dtp, errno) : 0;
}
