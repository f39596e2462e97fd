/*
 * dt_provdef.c: provider definitions in D, the input of dtrace -h and -G.
 *
 *	#pragma D attributes Evolving/Evolving/Common provider shop provider
 *	provider shop {
 *		probe order__start(int, char *);
 *		probe order__done(struct order *o) : (struct orderinfo *o);
 *	};
 *
 * The grammar gives a PROVIDER node whose PROBE nodes carry the input
 * (native) argument types in dn_args and, after ':', the output
 * (translated) types in dn_xargs, as TYPE nodes (with the parameter's name
 * in dn_string when one was written).  dt_provdef_declare() turns them into
 * a dt_provdef_t on the handle, with DTrace's checks and messages:
 *
 *  - a probe declared twice in one definition: D_PROV_PRDUP;
 *  - a provider defined again (another -s file, or the same twice) must
 *    declare the same probes with the same types: D_PROV_INCOMPAT;
 *  - every type must be one D knows (D_TYPE_ERR), except a pointer to a
 *    struct or union D has not seen: the application's own types stay
 *    opaque to D, as they would be in the header;
 *  - output argument i is the input argument of the same name, or else
 *    input argument i; where its type differs from the input's, a
 *    translator from the input type to it must be declared (or the types
 *    must be compatible): D_PROV_PRXLATOR.
 *
 * Stability.  `#pragma D attributes A provider P part` (dt_pragma.c) names
 * one of the parts provider, module, function, name, args; it may come
 * before or after P's definition (as in DTrace, where it creates the
 * provider).  The attributes of the parts that were given travel with the
 * probes in -G's note (dt_genobj.c), and the stapsdt provider shows them in
 * -lv (dt_stapsdt_types.c); parts not given keep the provider's defaults.
 *
 * Type names are kept as text ("const char *"): that is what the header's
 * comments, the note and, through the note, the tracer's args[] need.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "dt_provdef.h"
#include "dt_type.h"
#include "dt_parser.h"
#include "dt_ident.h"

#define DT_PD_TYPELEN	256

static const char *const dt_pd_parts[DT_PD_NPARTS] = {
	"provider", "module", "function", "name", "args"
};

/* DTrace's "Name/Data/Class" attribute strings; parts may be left out. */
int
dt_attr_parse(const char *str, dtrace_attribute_t *ap)
{
	char buf[256], *p, *save = NULL;
	int part = 0, i;

	snprintf(buf, sizeof(buf), "%s", str);
	for (p = strtok_r(buf, "/", &save); p != NULL;
	    p = strtok_r(NULL, "/", &save), part++) {
		if (part == 3)
			return -1;
		for (i = 0; i <= (part < 2 ? DTRACE_STABILITY_STANDARD :
		    DTRACE_CLASS_COMMON); i++) {
			const char *name = part < 2 ?
			    dtrace_stability_name((dtrace_stability_t)i) :
			    dtrace_class_name((dtrace_class_t)i);

			if (strcasecmp(p, name) == 0)
				break;
		}
		if (i > (part < 2 ? DTRACE_STABILITY_STANDARD : DTRACE_CLASS_COMMON))
			return -1;
		if (part == 0)
			ap->dtat_name = (dtrace_stability_t)i;
		else if (part == 1)
			ap->dtat_data = (dtrace_stability_t)i;
		else
			ap->dtat_class = (dtrace_class_t)i;
	}
	return 0;
}

/* ---- the handle's list ---- */

static dt_provdef_t *
dt_provdef_get(dtrace_hdl_t *dtp, const char *name)
{
	dt_provdef_t *pdp, **pp;

	for (pp = &dtp->dt_provdefs; (pdp = *pp) != NULL; pp = &pdp->pd_next)
		if (strcmp(pdp->pd_name, name) == 0)
			return pdp;
	pdp = calloc(1, sizeof(dt_provdef_t));
	if (pdp == NULL || (pdp->pd_name = strdup(name)) == NULL) {
		free(pdp);
		xyerror(D_UNKNOWN, "out of memory");
	}
	*pp = pdp;
	return pdp;
}

int
dt_provdef_attr(dtrace_hdl_t *dtp, const char *prov, const char *part,
    const dtrace_attribute_t *attr)
{
	dt_provdef_t *pdp;
	int i;

	for (i = 0; i < DT_PD_NPARTS; i++)
		if (strcmp(part, dt_pd_parts[i]) == 0)
			break;
	if (i == DT_PD_NPARTS)
		return -1;
	pdp = dt_provdef_get(dtp, prov);
	pdp->pd_attr[i] = *attr;
	pdp->pd_attrset[i] = 1;
	return i;
}

const dt_provdef_t *
dt_provdef_next(const dt_provdef_t *pdp)
{
	for (; pdp != NULL; pdp = pdp->pd_next)
		if (pdp->pd_probes != NULL)
			return pdp;
	return NULL;
}

const dt_provdef_t *
dt_provdef_first(dtrace_hdl_t *dtp)
{
	return dt_provdef_next(dtp->dt_provdefs);
}

static void
dt_pdprobe_free(dt_pdprobe_t *ppp)
{
	int i;

	for (i = 0; i < ppp->pp_nargc; i++)
		free(ppp->pp_nargv[i]);
	for (i = 0; i < ppp->pp_xargc; i++)
		free(ppp->pp_xargv[i]);
	free(ppp->pp_nargv);
	free(ppp->pp_xargv);
	free(ppp->pp_map);
	free(ppp->pp_name);
	free(ppp);
}

void
dt_provdef_fini(dtrace_hdl_t *dtp)
{
	dt_provdef_t *pdp, *next;
	dt_pdprobe_t *ppp, *pnext;

	for (pdp = dtp->dt_provdefs; pdp != NULL; pdp = next) {
		next = pdp->pd_next;
		for (ppp = pdp->pd_probes; ppp != NULL; ppp = pnext) {
			pnext = ppp->pp_next;
			dt_pdprobe_free(ppp);
		}
		free(pdp->pd_name);
		free(pdp);
	}
	dtp->dt_provdefs = NULL;
}

void
dt_provdef_macro(const char *prov, const char *probe, char *buf, size_t len)
{
	size_t n = 0;
	const char *s;
	int part;

	for (part = 0; part < 2; part++) {
		for (s = part ? probe : prov; *s != '\0' && n + 1 < len; s++) {
			if (s[0] == '_' && s[1] == '_')
				s++;
			buf[n++] = (s[0] >= 'a' && s[0] <= 'z') ? s[0] - 'a' + 'A' : s[0];
		}
		if (part == 0 && n + 1 < len)
			buf[n++] = '_';
	}
	buf[n] = '\0';
}

/* ---- types ---- */

/* The text of a parsed type name: "const char *", "struct in *", "int [4]". */
static void
dt_provdef_tname(const dt_tname_t *tn, char *buf, size_t len)
{
	size_t n;
	int i;

	n = snprintf(buf, len, "%s%s%s%s", tn->tn_const ? "const " : "",
	    tn->tn_volatile ? "volatile " : "", tn->tn_base,
	    tn->tn_ptr > 0 ? " " : "");
	for (i = 0; i < tn->tn_ptr && n + 1 < len; i++)
		buf[n++] = '*';
	for (i = 0; i < tn->tn_ndims && n + 24 < len; i++)
		n += tn->tn_dims[i] < 0 ? (size_t)snprintf(buf + n, len - n, "[]") :
		    (size_t)snprintf(buf + n, len - n, "[%lld]",
		    (long long)tn->tn_dims[i]);
	buf[n < len ? n : len - 1] = '\0';
}

static int
dt_provdef_is_tag(const char *base)
{
	return strncmp(base, "struct ", 7) == 0 || strncmp(base, "union ", 6) == 0;
}

/* Resolve a TYPE node: 0 and *tip, or -1 for an opaque struct pointer. */
static int
dt_provdef_type(dtrace_hdl_t *dtp, const dt_node_t *tnp, dtrace_typeinfo_t *tip)
{
	const dt_tname_t *tn = tnp->dn_tname;

	if (tn->tn_ptr > 0 && dt_provdef_is_tag(tn->tn_base) &&
	    dt_type_lookup(dtp, tn->tn_base, tip) != 0)
		return -1;
	dt_type_from_tname(dtp, tnp, tn, tip);
	return 0;
}

static int
dt_provdef_list_len(const dt_node_t *dnp)
{
	int n = 0;

	for (; dnp != NULL; dnp = dnp->dn_list)
		n++;
	return n;
}

static const dt_node_t *
dt_provdef_nth(const dt_node_t *dnp, int i)
{
	while (i-- > 0 && dnp != NULL)
		dnp = dnp->dn_list;
	return dnp;
}

/* Output argument xnp (number i) is the input argument of its name, or i. */
static int
dt_provdef_argmap(const dt_node_t *pnp, const dt_node_t *xnp, int i, int nargc)
{
	const dt_node_t *nnp;
	int j = 0;

	for (nnp = pnp->dn_args; nnp != NULL; nnp = nnp->dn_list, j++)
		if (xnp->dn_string != NULL && nnp->dn_string != NULL &&
		    strcmp(xnp->dn_string, nnp->dn_string) == 0)
			return j;
	if (i >= nargc)
		dnerror(pnp, D_PROV_PRARGLEN, "probe %s output argument #%d has "
		    "no input argument", pnp->dn_string, i + 1);
	return i;
}

/* A translator from the input type to the output type (or its struct). */
static int
dt_provdef_xlator(dtrace_hdl_t *dtp, const dtrace_typeinfo_t *in,
    const dtrace_typeinfo_t *out)
{
	char key[300], o[128], i[128];
	ctf_id_t ot = out->dtt_type;

	if ((dt_type_is_integer(in->dtt_ctfp, in->dtt_type) &&
	    dt_type_is_integer(out->dtt_ctfp, ot)) ||
	    (in->dtt_ctfp == out->dtt_ctfp && dt_type_resolve(in->dtt_ctfp,
	    in->dtt_type) == dt_type_resolve(out->dtt_ctfp, ot)))
		return 1;	/* the same type, or integers (as DTrace) */
	if (dt_type_is_pointer(out->dtt_ctfp, ot))
		ot = ctf_type_reference(out->dtt_ctfp,
		    dt_type_resolve(out->dtt_ctfp, ot));
	if (ot == CTF_ERR)
		return 0;
	snprintf(key, sizeof(key), "%s < %s",
	    dt_type_name(out->dtt_ctfp, ot, o, sizeof(o)),
	    dt_type_name(in->dtt_ctfp, in->dtt_type, i, sizeof(i)));
	return dt_idhash_lookup(dtp->dt_xlators, key) != NULL;
}

static void
dt_provdef_check_xlate(dtrace_hdl_t *dtp, const char *prov,
    const dt_node_t *pnp, const dt_node_t *nnp, const dt_node_t *xnp, int i,
    const dt_pdprobe_t *ppp)
{
	dtrace_typeinfo_t in, out;
	int known;

	if (strcmp(ppp->pp_nargv[ppp->pp_map[i]], ppp->pp_xargv[i]) == 0)
		return;
	known = dt_provdef_type(dtp, nnp, &in) == 0;
	known &= dt_provdef_type(dtp, xnp, &out) == 0;
	if (known && dt_provdef_xlator(dtp, &in, &out))
		return;
	dnerror(pnp, D_PROV_PRXLATOR, "translator for %s:%s output argument "
	    "#%d from %s to %s is not defined", prov, pnp->dn_string, i + 1,
	    ppp->pp_nargv[ppp->pp_map[i]], ppp->pp_xargv[i]);
}

/*
 * The type names of a list into *vp, counted in *np as they are made: a
 * failed check (the compile longjmps out) leaves a probe the handle frees.
 */
static void
dt_provdef_types(dtrace_hdl_t *dtp, const dt_node_t *list, char ***vp, int *np)
{
	char buf[DT_PD_TYPELEN];
	dtrace_typeinfo_t ti;

	if ((*vp = calloc(dt_provdef_list_len(list) + 1, sizeof(char *))) == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	for (; list != NULL; list = list->dn_list) {
		(void) dt_provdef_type(dtp, list, &ti);
		dt_provdef_tname(list->dn_tname, buf, sizeof(buf));
		if (((*vp)[*np] = strdup(buf)) == NULL)
			xyerror(D_UNKNOWN, "out of memory");
		(*np)++;
	}
}

/* One PROBE node into ppp, which the provider already holds. */
static void
dt_provdef_fill(dtrace_hdl_t *dtp, const char *prov, const dt_node_t *pnp,
    dt_pdprobe_t *ppp)
{
	const dt_node_t *xargs = pnp->dn_xargs ? pnp->dn_xargs : pnp->dn_args;
	const dt_node_t *xnp;
	int i;

	dt_provdef_types(dtp, pnp->dn_args, &ppp->pp_nargv, &ppp->pp_nargc);
	dt_provdef_types(dtp, xargs, &ppp->pp_xargv, &ppp->pp_xargc);
	if ((ppp->pp_map = calloc(ppp->pp_xargc + 1, sizeof(int))) == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	for (i = 0, xnp = xargs; xnp != NULL; xnp = xnp->dn_list, i++) {
		ppp->pp_map[i] = pnp->dn_xargs == NULL ? i :
		    dt_provdef_argmap(pnp, xnp, i, ppp->pp_nargc);
		if (pnp->dn_xargs != NULL)
			dt_provdef_check_xlate(dtp, prov, pnp,
			    dt_provdef_nth(pnp->dn_args, ppp->pp_map[i]), xnp, i,
			    ppp);
	}
}

static dt_pdprobe_t *
dt_provdef_probe(dtrace_hdl_t *dtp, dt_provdef_t *pdp, const dt_node_t *pnp)
{
	dt_pdprobe_t *ppp = calloc(1, sizeof(dt_pdprobe_t));

	if (ppp == NULL || (ppp->pp_name = strdup(pnp->dn_string)) == NULL) {
		free(ppp);
		xyerror(D_UNKNOWN, "out of memory");
	}
	if (pdp->pd_ptail != NULL)
		pdp->pd_ptail->pp_next = ppp;
	else
		pdp->pd_probes = ppp;
	pdp->pd_ptail = ppp;
	dt_provdef_fill(dtp, pdp->pd_name, pnp, ppp);
	return ppp;
}

static const dt_pdprobe_t *
dt_provdef_find(const dt_pdprobe_t *ppp, const char *name)
{
	for (; ppp != NULL; ppp = ppp->pp_next)
		if (strcmp(ppp->pp_name, name) == 0)
			return ppp;
	return NULL;
}

/* A provider defined again must declare what it declared before. */
static void
dt_provdef_compare(const dt_provdef_t *pdp, const dt_node_t *pnp)
{
	const dt_pdprobe_t *old = dt_provdef_find(pdp->pd_probes, pnp->dn_string);
	const dt_node_t *nnp;
	char buf[DT_PD_TYPELEN];
	int i;

	if (old == NULL)
		dnerror(pnp, D_PROV_INCOMPAT, "provider interface mismatch: %s\n"
		    "\t current: probe %s:%s defined\n"
		    "\tprevious: probe %s:%s not defined", pdp->pd_name,
		    pdp->pd_name, pnp->dn_string, pdp->pd_name, pnp->dn_string);
	if (old->pp_nargc != dt_provdef_list_len(pnp->dn_args))
		dnerror(pnp, D_PROV_INCOMPAT, "probe %s:%s input prototype "
		    "mismatch: %d args\n\t current: %d args", pdp->pd_name,
		    pnp->dn_string, old->pp_nargc, dt_provdef_list_len(pnp->dn_args));
	for (i = 0, nnp = pnp->dn_args; nnp != NULL; nnp = nnp->dn_list, i++) {
		dt_provdef_tname(nnp->dn_tname, buf, sizeof(buf));
		if (strcmp(old->pp_nargv[i], buf) != 0)
			dnerror(pnp, D_PROV_INCOMPAT, "probe %s:%s input prototype "
			    "argument #%d mismatch:\n\t current: %s\n\tprevious: %s",
			    pdp->pd_name, pnp->dn_string, i + 1, buf,
			    old->pp_nargv[i]);
	}
}

void
dt_provdef_declare(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_provdef_t *pdp;
	const dt_node_t *pnp, *q;

	if (strlen(dnp->dn_string) >= DTRACE_PROVNAMELEN)
		dnerror(dnp, D_PROV_BADNAME, "provider name may not exceed %d "
		    "characters: %s", DTRACE_PROVNAMELEN - 1, dnp->dn_string);
	for (pnp = dnp->dn_probes; pnp != NULL; pnp = pnp->dn_list)
		for (q = dnp->dn_probes; q != pnp; q = q->dn_list)
			if (strcmp(q->dn_string, pnp->dn_string) == 0)
				dnerror(pnp, D_PROV_PRDUP, "probe redeclared: %s:%s",
				    dnp->dn_string, pnp->dn_string);
	pdp = dt_provdef_get(dtp, dnp->dn_string);
	for (pnp = dnp->dn_probes; pnp != NULL; pnp = pnp->dn_list) {
		if (pdp->pd_defined)
			dt_provdef_compare(pdp, pnp);
		else
			(void) dt_provdef_probe(dtp, pdp, pnp);
	}
	pdp->pd_defined = 1;
}
