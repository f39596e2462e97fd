/*
 * dt_stapsdt_types.c: the argument types and stability of stapsdt probes that a
 * D provider definition describes.
 *
 * <sys/sdt.h>'s notes say only each argument's size and sign.  A program
 * built with dtrace -h and -G also carries, from -G's object, one note per
 * probe of its provider definition in .note.dtrace (format in
 * dt_provdef.h): the declared argument types ("int", "char *"), the
 * translated types, and the #pragma D attributes of the provider.  We read
 * those notes when an object's .note.stapsdt is parsed (dt_stapsdt_notes.c) and
 * point each site at the description of its (provider, name); a site
 * without one keeps the sized integer types, so objects built with
 * systemtap's tools work as before.  A malformed note is skipped with a
 * debug message.
 *
 * The stapsdt provider uses a description for -lv and args[N]
 * (dt_prov_stapsdt.c): a declared type D knows (char *, int, uint64_t,
 * typedefs of the D library) becomes the argument's type; one it does not
 * know (the application's struct pointers) leaves the sized integer.  A
 * translated type is args[i]'s, translating the native argument pt_map[i]
 * (a translator from the declared native type must exist at use).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_stapsdt_notes.h"
#include "dt_provdef.h"
#include "dt_elf.h"

/* The strings of a descriptor, one at a time. */
typedef struct dt_stapsdt_strs {
	const char *ss_p, *ss_end;
	int ss_bad;
} dt_stapsdt_strs_t;

static const char *
dt_stapsdt_strs_next(dt_stapsdt_strs_t *ssp)
{
	const char *s = ssp->ss_p, *nul;

	if (ssp->ss_bad || s >= ssp->ss_end ||
	    (nul = memchr(s, '\0', ssp->ss_end - s)) == NULL) {
		ssp->ss_bad = 1;
		return "";
	}
	ssp->ss_p = nul + 1;
	return s;
}

static int
dt_stapsdt_strs_count(dt_stapsdt_strs_t *ssp)
{
	char *end;
	long n = strtol(dt_stapsdt_strs_next(ssp), &end, 10);

	if (*end != '\0' || n < 0 || n > DT_STAPSDT_MAXARGS)
		ssp->ss_bad = 1;
	return ssp->ss_bad ? 0 : (int)n;
}

/* "A A A A A": five attributes or "-", for the parts of dt_pdpart_t. */
static void
dt_stapsdt_types_attrs(dt_stapsdt_ptypes_t *ptp, const char *s, dt_stapsdt_strs_t *ssp)
{
	char buf[256], *w, *save = NULL;
	int i = 0;

	snprintf(buf, sizeof(buf), "%s", s);
	for (w = strtok_r(buf, " ", &save); w != NULL && i < DT_PD_NPARTS;
	    w = strtok_r(NULL, " ", &save), i++) {
		if (strcmp(w, "-") == 0)
			continue;
		if (dt_attr_parse(w, &ptp->pt_attr[i]) != 0)
			ssp->ss_bad = 1;
		ptp->pt_attrset[i] = 1;
	}
	if (i != DT_PD_NPARTS || w != NULL)
		ssp->ss_bad = 1;
}

static void
dt_stapsdt_types_xarg(dt_stapsdt_ptypes_t *ptp, int i, const char *s, dt_stapsdt_strs_t *ssp)
{
	char *colon;
	long n = strtol(s, &colon, 10);

	if (*colon != ':' || n < 0 || n >= ptp->pt_nargc) {
		ssp->ss_bad = 1;
		return;
	}
	ptp->pt_map[i] = (int)n;
	ptp->pt_xargv[i] = colon + 1;
}

/* One note's descriptor, copied into the description. */
static dt_stapsdt_ptypes_t *
dt_stapsdt_types_parse(const unsigned char *desc, size_t len)
{
	dt_stapsdt_ptypes_t *ptp = calloc(1, sizeof(dt_stapsdt_ptypes_t) + len);
	dt_stapsdt_strs_t ss;
	int i;

	if (ptp == NULL)
		return NULL;
	memcpy(ptp->pt_desc, desc, len);
	ss.ss_p = ptp->pt_desc;
	ss.ss_end = ptp->pt_desc + len;
	ss.ss_bad = 0;
	ptp->pt_provider = dt_stapsdt_strs_next(&ss);
	ptp->pt_name = dt_stapsdt_strs_next(&ss);
	dt_stapsdt_types_attrs(ptp, dt_stapsdt_strs_next(&ss), &ss);
	ptp->pt_nargc = dt_stapsdt_strs_count(&ss);
	for (i = 0; i < ptp->pt_nargc; i++)
		ptp->pt_nargv[i] = dt_stapsdt_strs_next(&ss);
	ptp->pt_xargc = dt_stapsdt_strs_count(&ss);
	for (i = 0; i < ptp->pt_xargc && !ss.ss_bad; i++)
		dt_stapsdt_types_xarg(ptp, i, dt_stapsdt_strs_next(&ss), &ss);
	if (ss.ss_bad || ptp->pt_provider[0] == '\0' || ptp->pt_name[0] == '\0') {
		dt_dprintf("stapsdt: malformed %s note skipped\n", DT_PDNOTE_SCN);
		free(ptp);
		return NULL;
	}
	return ptp;
}

static int
dt_stapsdt_types_note(const GElf_Nhdr *nhp, const char *name,
    const unsigned char *desc, void *arg)
{
	dt_stapsdt_ptypes_t **headp = arg, *ptp;

	if (nhp->n_type != DT_PDNOTE_TYPE ||
	    nhp->n_namesz != sizeof(DT_PDNOTE_OWNER) ||
	    memcmp(name, DT_PDNOTE_OWNER, sizeof(DT_PDNOTE_OWNER)) != 0)
		return 0;
	if ((ptp = dt_stapsdt_types_parse(desc, nhp->n_descsz)) != NULL) {
		ptp->pt_next = *headp;
		*headp = ptp;
	}
	return 0;
}

/* A site's name has "-" where the definition's has "__". */
static int
dt_stapsdt_types_same(const char *site, const char *def)
{
	while (*site != '\0' && *def != '\0') {
		if (def[0] == '_' && def[1] == '_' && site[0] == '-') {
			def += 2;
			site++;
		} else if (*site++ != *def++) {
			return 0;
		}
	}
	return *site == '\0' && *def == '\0';
}

void
dt_stapsdt_types_read(const dt_elf_t *dep, dt_stapsdt_file_t *dfp)
{
	dt_stapsdt_ptypes_t *ptp;
	int i;

	dt_elf_notes(dep, DT_PDNOTE_SCN, dt_stapsdt_types_note, &dfp->df_types);
	if (dfp->df_types == NULL)
		return;
	for (i = 0; i < dfp->df_nsites; i++) {
		dt_stapsdt_site_t *sp = &dfp->df_sites[i];

		for (ptp = dfp->df_types; ptp != NULL; ptp = ptp->pt_next)
			if (strcmp(sp->ds_provider, ptp->pt_provider) == 0 &&
			    dt_stapsdt_types_same(sp->ds_name, ptp->pt_name))
				sp->ds_types = ptp;
	}
}

void
dt_stapsdt_types_free(dt_stapsdt_ptypes_t *ptp)
{
	dt_stapsdt_ptypes_t *next;

	for (; ptp != NULL; ptp = next) {
		next = ptp->pt_next;
		free(ptp);
	}
}
