/*
 * dt_stapsdt_enable.c: enabling stapsdt probes: from the overlying probes the
 * user named to underlying probes, one program per object file, the
 * dispatch map, and the kernel links (terms: dt_prov_stapsdt.h).
 *
 * dt_stapsdt_enable() gets every enabled stapsdt probe at once and:
 *
 * 1. groups each probe's sites by object file (dt_stapsdt_file_t, one per
 *    device and inode, shared by every process that maps it) into dispatch
 *    entries: (pid, site) -> the probes of that pid at that site, the lower
 *    probe id in slot 0;
 * 2. per object, gives each site in use a cookie (unique in the session),
 *    an argument decoder (sites whose operands decode alike, for the args
 *    any clause here reads, share one) and gives each entry a clause set
 *    (entries whose probes run the same clauses share one, so 1000
 *    processes running one script need one copy of its clauses);
 * 3. fills the object's dispatch array (filtered links), then links
 *    (dt_stapsdt_tramp.c), loads and attaches each object's program
 *    through the sites service (dt_sites.c: it writes a shared link's
 *    entries in the dispatch hash, and reports refused sites back).
 *
 * Links.  The kernel filters a uprobe link by one pid, or not at all.  An
 * object traced in few processes (dt_dispatch_pidlinks()) gets one uprobe_multi
 * link per process, filtered to it, carrying only that process's sites:
 * breakpoints and raised semaphores appear in those processes only.  Beyond
 * that, one unfiltered link carries every site in use: each process that
 * maps the object takes the breakpoint (and sees the semaphore raised),
 * and the dispatch lookup drops the firings of processes we do not trace.
 * Every link is a consumer the kernel runs at each firing of the uprobe,
 * so a link per process would make a firing cost O(processes); one link
 * keeps it O(1).  A process that exits before its link is made is skipped.
 *
 * dt_stapsdt_disable() closes the links and programs; the kernel then lowers
 * the semaphores it raised.  If dtrace dies, closing its file descriptors
 * does the same.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/sysmacros.h>
#include <bpf/bpf.h>
#include "dt_prov_stapsdt.h"
#include "dt_enabling.h"
#include "dt_sites.h"
#include "dt_util.h"
#include "dt_pctl.h"
#include "dt_rtld.h"
#include "dt_follow.h"

/* The sites an object has in use (those with a cookie). */
static int
dt_stapsdt_obj_nsites(const dt_stapsdt_obj_t *sop)
{
	int i, n = 0;

	for (i = 0; i < sop->so_file->df_nsites; i++)
		n += sop->so_cookie[i] != 0;
	return n;
}

static int
dt_stapsdt_objs_nsites(const dt_stapsdt_obj_t *sop)
{
	int n = 0;

	for (; sop != NULL; sop = sop->so_next)
		n += dt_stapsdt_obj_nsites(sop);
	return n;
}

/* ---- 1. grouping sites by object ---- */

static dt_stapsdt_obj_t *
dt_stapsdt_obj_get(dt_stapsdt_obj_t **objsp, dt_stapsdt_file_t *dfp)
{
	dt_stapsdt_obj_t *sop, **pp;

	for (pp = objsp; *pp != NULL; pp = &(*pp)->so_next)
		if ((*pp)->so_file == dfp)
			return *pp;
	if ((sop = calloc(1, sizeof(*sop))) == NULL)
		return NULL;
	sop->so_file = dfp;
	sop->so_mapfd = -1;
	sop->so_progfd = -1;
	sop->so_cookie = calloc(dfp->df_nsites, sizeof(uint32_t));
	sop->so_dec = calloc(dfp->df_nsites, sizeof(int));
	if (sop->so_cookie == NULL || sop->so_dec == NULL) {
		dt_stapsdt_objs_free(sop);
		return NULL;
	}
	*pp = sop;
	return sop;
}

static dt_stapsdt_disp_t *
dt_stapsdt_disp_get(dt_stapsdt_obj_t *sop, pid_t pid, const dt_stapsdt_usite_t *usp)
{
	dt_stapsdt_disp_t *ddp;
	int i;

	for (i = 0; i < sop->so_ndisp; i++)
		if (sop->so_disp[i].dd_pid == pid &&
		    sop->so_disp[i].dd_site == usp->us_idx)
			return &sop->so_disp[i];
	ddp = realloc(sop->so_disp, (sop->so_ndisp + 1) * sizeof(*ddp));
	if (ddp == NULL)
		return NULL;
	sop->so_disp = ddp;
	ddp = &sop->so_disp[sop->so_ndisp++];
	memset(ddp, 0, sizeof(*ddp));
	ddp->dd_pid = pid;
	ddp->dd_site = usp->us_idx;
	ddp->dd_path = usp->us_path;
	return ddp;
}

/* Add probe prp at one of its sites. */
static int
dt_stapsdt_disp_add(dtrace_hdl_t *dtp, dt_stapsdt_obj_t **objsp, dt_probe_t *prp,
    const dt_stapsdt_usite_t *usp)
{
	const dt_stapsdt_probe_t *spp = prp->pr_data;
	dt_stapsdt_obj_t *sop = dt_stapsdt_obj_get(objsp, usp->us_file);
	dt_stapsdt_disp_t *ddp;
	int s;

	if (sop == NULL || (ddp = dt_stapsdt_disp_get(sop, spp->sp_pid, usp)) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (s = 0; s < DT_STAPSDT_SLOTS && ddp->dd_prp[s] != NULL; s++)
		if (ddp->dd_prp[s] == prp)
			return 0;
	if (s == DT_STAPSDT_SLOTS)
		return dt_set_errmsg(dtp, EDT_ENABLING, "more than %d probes enabled "
		    "at one site of %s in process %d", DT_STAPSDT_SLOTS,
		    prp->pr_desc.mod, (int)spp->sp_pid);
	ddp->dd_prp[s] = prp;
	return 0;
}

/* ---- 2. cookies, decoders and clause sets of an object ---- */

static int
dt_stapsdt_obj_csets(dtrace_hdl_t *dtp, dt_stapsdt_obj_t *sop)
{
	int i, k;

	for (i = 0; i < sop->so_ndisp; i++) {
		dt_stapsdt_disp_t *ddp = &sop->so_disp[i];

		if ((k = dt_csets_intern(dtp, &sop->so_csets, ddp->dd_prp,
		    DT_STAPSDT_SLOTS)) < 0)
			return -1;
		sop->so_argmask |= dt_cset_argmask(dt_csets_get(&sop->so_csets, k));
		ddp->dd_cset = k;
	}
	return 0;
}

static int
dt_stapsdt_obj_decoder(dtrace_hdl_t *dtp, dt_stapsdt_obj_t *sop, int idx)
{
	const dt_stapsdt_site_t *sites = sop->so_file->df_sites;
	int k, *d;

	for (k = 0; k < sop->so_ndec; k++)
		if (dt_stapsdt_args_same(&sites[idx], &sites[sop->so_decsite[k]],
		    sop->so_argmask))
			break;
	if (k == sop->so_ndec) {
		if ((d = realloc(sop->so_decsite, (k + 1) * sizeof(int))) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		sop->so_decsite = d;
		d[k] = idx;
		sop->so_ndec++;
	}
	sop->so_dec[idx] = k;
	return 0;
}

static int
dt_stapsdt_obj_sites(dtrace_hdl_t *dtp, dt_stapsdt_state_t *ssp, dt_stapsdt_obj_t *sop)
{
	int i;

	for (i = 0; i < sop->so_ndisp; i++) {
		int idx = sop->so_disp[i].dd_site;

		if (sop->so_cookie[idx] != 0)
			continue;
		sop->so_cookie[idx] = ++ssp->ss_ncookies;
		if (dt_stapsdt_obj_decoder(dtp, sop, idx) != 0)
			return -1;
	}
	return 0;
}

/* Is entry i the first of its process? */
static int
dt_stapsdt_disp_first(const dt_stapsdt_obj_t *sop, int i)
{
	int j;

	for (j = 0; j < i; j++)
		if (sop->so_disp[j].dd_pid == sop->so_disp[i].dd_pid)
			return 0;
	return 1;
}

/* How many processes have entries in the object. */
static int
dt_stapsdt_obj_npids(const dt_stapsdt_obj_t *sop)
{
	int i, n = 0;

	for (i = 0; i < sop->so_ndisp; i++)
		n += dt_stapsdt_disp_first(sop, i);
	return n;
}

/*
 * A site whose bytes are not the nop <sys/sdt.h> emits (dt_stapsdt_notes.c) is
 * never attached: a breakpoint inside an instruction would corrupt the
 * process.  Say so once per site, naming the probe, the object and the
 * offset; the probe's other sites are enabled.
 */
static int
dt_stapsdt_site_refused(const dt_probe_t *prp, const dt_stapsdt_usite_t *usp)
{
	dt_stapsdt_site_t *sp = &usp->us_file->df_sites[usp->us_idx];
	const dtrace_probedesc_t *pd = &prp->pr_desc;
	const dt_stapsdt_file_t *dfp = usp->us_file;
	char bytes[32] = "";
	int i;

	if (sp->ds_nonop == NULL)
		return 0;
	if (sp->ds_warned++)
		return 1;
	for (i = 0; i < sp->ds_ninsn; i++)
		snprintf(bytes + strlen(bytes), sizeof(bytes) - strlen(bytes),
		    "%s%02x", i ? " " : " (", sp->ds_insn[i]);
	if (i > 0)
		strcat(bytes, ")");
	fprintf(stderr, "dtrace: probe %s:%s:%s:%s not enabled at %s offset "
	    "0x%" PRIx64 ": %s%s\n", pd->prv, pd->mod, pd->fun, pd->prb,
	    dfp->df_name ? dfp->df_name : dfp->df_path, sp->ds_offset,
	    sp->ds_nonop, bytes);
	return 1;
}

static int
dt_stapsdt_objs_build(dtrace_hdl_t *dtp, dt_stapsdt_state_t *ssp, dt_probe_t **probes,
    int n, dt_stapsdt_obj_t **objsp)
{
	dt_stapsdt_obj_t *sop;
	int i, j;

	for (i = 0; i < n; i++) {
		const dt_stapsdt_probe_t *spp = probes[i]->pr_data;

		for (j = 0; j < spp->sp_nsites; j++) {
			const dt_stapsdt_usite_t *usp = &spp->sp_sites[j];

			if (dt_stapsdt_site_refused(probes[i], usp))
				continue;
			if (dt_stapsdt_disp_add(dtp, objsp, probes[i], usp) != 0)
				return -1;
		}
	}
	for (sop = *objsp; sop != NULL; sop = sop->so_next) {
		/* following new processes needs the shared link */
		sop->so_pidlinks = !ssp->ss_globbed &&
		    dt_dispatch_pidlinks(dt_stapsdt_obj_npids(sop));
		if (dt_stapsdt_obj_csets(dtp, sop) != 0 ||
		    dt_stapsdt_obj_sites(dtp, ssp, sop) != 0)
			return -1;
	}
	return 0;
}

/* ---- 3. the dispatch map, programs and links ---- */

/* The dispatch map (dt_dispatch.h), sized for these objects' entries. */
static int
dt_stapsdt_dispatch_create(dtrace_hdl_t *dtp, const dt_stapsdt_obj_t *objs)
{
	uint64_t n = 0;

	for (; objs != NULL; objs = objs->so_next)
		n += (uint64_t)objs->so_ndisp;
	return dt_dispatch_create(dtp, n);
}

static dt_dispatch_key_t
dt_stapsdt_dkey(const dt_stapsdt_obj_t *sop, const dt_stapsdt_disp_t *ddp)
{
	dt_dispatch_key_t key = { (uint32_t)ddp->dd_pid, sop->so_cookie[ddp->dd_site] };

	return key;
}

static dt_dispatch_val_t
dt_stapsdt_dval(const dt_stapsdt_obj_t *sop, const dt_stapsdt_disp_t *ddp, int cset)
{
	dt_dispatch_val_t val = { { 0, 0 }, (uint32_t)cset,
	    (uint32_t)sop->so_dec[ddp->dd_site] };
	int s;

	for (s = 0; s < DT_STAPSDT_SLOTS; s++)
		if (ddp->dd_prp[s] != NULL)
			val.dv_prid[s] = ddp->dd_prp[s]->pr_desc.id;
	return val;
}

/*
 * A filtered object's entries go in its own array (index: the entry's
 * cookie, created here); a shared one's into the shared hash as its link
 * is made (dt_sites.c).  A process that starts later has none until
 * dtrace has scanned it: it is held until then (dt_follow.c), so its
 * firings name its own probes.
 */
static int
dt_stapsdt_dispatch_put(dtrace_hdl_t *dtp, dt_stapsdt_obj_t *sop)
{
	int i;

	if (!sop->so_pidlinks)
		return 0;
	if (sop->so_mapfd < 0)
		sop->so_mapfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_stapsdt_disp",
		    sizeof(uint32_t), sizeof(dt_dispatch_val_t), sop->so_ndisp, NULL);
	if (sop->so_mapfd < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "failed to create BPF map "
		    "'dt_stapsdt_disp': %s", strerror(errno));
	for (i = 0; i < sop->so_ndisp; i++) {
		uint32_t idx = (uint32_t)i;
		dt_dispatch_val_t val = dt_stapsdt_dval(sop, &sop->so_disp[i],
		    sop->so_disp[i].dd_cset);

		if (dt_dispatch_put(dtp, sop->so_mapfd, &idx, &val, BPF_ANY) != 0)
			return -1;
	}
	return 0;
}

/* Remove an object's entries from the shared hash (its array goes with it). */
static void
dt_stapsdt_dispatch_del(dtrace_hdl_t *dtp, const dt_stapsdt_obj_t *sop)
{
	int i;

	for (i = 0; i < sop->so_ndisp && !sop->so_pidlinks; i++) {
		dt_dispatch_key_t key = dt_stapsdt_dkey(sop, &sop->so_disp[i]);

		dt_dispatch_del(dtp, &key);
	}
}

static int
dt_stapsdt_obj_tramp(dtrace_hdl_t *dtp, void *arg, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	return dt_stapsdt_tramp(dtp, arg, dlp, exitlbl);
}

/*
 * Build the object's program (the trampoline appends the clause sets
 * itself) and load it, or print it (-S: fp).
 */
static int
dt_stapsdt_obj_build(dtrace_hdl_t *dtp, dt_stapsdt_obj_t *sop, FILE *fp)
{
	const dt_stapsdt_file_t *dfp = sop->so_file;
	char title[DTRACE_MODNAMELEN + 128];
	int nsites = dt_stapsdt_obj_nsites(sop);
	dt_progspec_t ps;

	snprintf(title, sizeof(title), "stapsdt %s (device %u:%u, inode %lu): "
	    "%d site%s, %d process%s", sop->so_disp[0].dd_prp[0]->pr_desc.mod,
	    major(dfp->df_dev), minor(dfp->df_dev), (unsigned long)dfp->df_ino,
	    nsites, nsites == 1 ? "" : "s", sop->so_ndisp,
	    sop->so_ndisp == 1 ? "" : "es");
	memset(&ps, 0, sizeof(ps));
	ps.ps_title = title;
	ps.ps_name = sop->so_disp[0].dd_prp[0]->pr_desc.mod;
	ps.ps_kind = DT_TARGET_UPROBE;
	ps.ps_tramp = dt_stapsdt_obj_tramp;
	ps.ps_arg = sop;
	return dt_prog_build(dtp, &ps, fp, &sop->so_progfd);
}

/* A site the kernel refused (dt_sites.c): say so, naming a probe there. */
static void
dt_stapsdt_refused(void *arg, const dt_site_t *stp, const char *why)
{
	const dt_stapsdt_obj_t *sop = arg;
	const dt_stapsdt_file_t *dfp = sop->so_file;
	const dtrace_probedesc_t *pd = NULL;
	int j;

	for (j = 0; j < sop->so_ndisp && pd == NULL; j++)
		if (sop->so_disp[j].dd_site == (int)stp->st_idx)
			pd = &sop->so_disp[j].dd_prp[0]->pr_desc;
	fprintf(stderr, "dtrace: probe %s:%s:%s:%s not enabled at %s "
	    "offset 0x%" PRIx64 ": the kernel refused the uprobe: %s\n",
	    pd->prv, pd->mod, pd->fun, pd->prb,
	    dfp->df_name ? dfp->df_name : dfp->df_path, stp->st_off, why);
}

/* A process (or its mapping of the object) gone before its link: skip it. */
static int
dt_stapsdt_leftout(dtrace_hdl_t *dtp, void *arg, pid_t pid, int gone)
{
	const dt_stapsdt_obj_t *sop = arg;

	if (gone)
		dt_dprintf("stapsdt: process %d exited before attaching\n",
		    (int)pid);
	else
		dt_dprintf("stapsdt: %s is gone before attaching (process %d)\n",
		    sop->so_file->df_path, (int)pid);
	return 0;
}

/*
 * The object's sites, one per entry: a filtered link's cookie is the
 * entry's index in the object's array, a shared link's the site's cookie.
 */
static dt_site_t *
dt_stapsdt_obj_sites_of(const dt_stapsdt_obj_t *sop)
{
	const dt_stapsdt_file_t *dfp = sop->so_file;
	dt_site_t *sites = calloc(sop->so_ndisp + 1, sizeof(dt_site_t));
	int i;

	for (i = 0; sites != NULL && i < sop->so_ndisp; i++) {
		const dt_stapsdt_disp_t *ddp = &sop->so_disp[i];
		const dt_stapsdt_site_t *sp = &dfp->df_sites[ddp->dd_site];

		sites[i].st_pid = ddp->dd_pid;
		sites[i].st_path = ddp->dd_path;
		sites[i].st_off = sp->ds_offset;
		sites[i].st_ref = sp->ds_sem_offset;
		sites[i].st_cookie = sop->so_pidlinks ? (uint64_t)i :
		    sop->so_cookie[ddp->dd_site];
		sites[i].st_val = dt_stapsdt_dval(sop, ddp, ddp->dd_cset);
		sites[i].st_idx = (uint32_t)ddp->dd_site;
	}
	return sites;
}

/*
 * A link per process, or (shared) one link made through the first process
 * whose mapping of the object can still be opened (dt_sites.c).
 */
static int
dt_stapsdt_obj_attach(dtrace_hdl_t *dtp, dt_stapsdt_obj_t *sop)
{
	dt_site_t *sites = dt_stapsdt_obj_sites_of(sop);
	dt_sitelink_t tmpl;
	uint32_t nlinks = 0;
	int rc;

	sop->so_links = calloc(sop->so_ndisp + 1, sizeof(dt_sitelink_t));
	if (sop->so_links == NULL || sites == NULL) {
		free(sites);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	memset(&tmpl, 0, sizeof(tmpl));
	tmpl.sl_progfd = sop->so_progfd;
	tmpl.sl_refused = dt_stapsdt_refused;
	tmpl.sl_leftout = dt_stapsdt_leftout;
	tmpl.sl_arg = sop;
	rc = dt_sites_link_all(dtp, &tmpl, !sop->so_pidlinks, sites,
	    (uint32_t)sop->so_ndisp, sop->so_links, &nlinks);
	sop->so_nlinks = (int)nlinks;
	free(sites);
	return rc;
}

/* Does old have exactly fresh's dispatch entries (same pids, sites, probes)? */
/* Does sop have entry f (same pid, site and probes)? */
static int
dt_stapsdt_obj_has(const dt_stapsdt_obj_t *sop, const dt_stapsdt_disp_t *f)
{
	int j;

	for (j = 0; j < sop->so_ndisp; j++) {
		const dt_stapsdt_disp_t *o = &sop->so_disp[j];

		if (o->dd_pid == f->dd_pid && o->dd_site == f->dd_site &&
		    memcmp(o->dd_prp, f->dd_prp, sizeof(o->dd_prp)) == 0)
			return 1;
	}
	return 0;
}

static int
dt_stapsdt_obj_same(const dt_stapsdt_obj_t *old, const dt_stapsdt_obj_t *fresh)
{
	int i;

	if (old->so_ndisp != fresh->so_ndisp)
		return 0;
	for (i = 0; i < fresh->so_ndisp; i++)
		if (!dt_stapsdt_obj_has(old, &fresh->so_disp[i]))
			return 0;
	return 1;
}

/*
 * The clause set of old that runs the clauses of entry f's probes, or -1;
 * f's site must have a cookie (and so a decoder) in old.
 */
static int
dt_stapsdt_obj_fits(const dt_stapsdt_obj_t *old, const dt_stapsdt_disp_t *f)
{
	if (old->so_cookie[f->dd_site] == 0)
		return -1;
	return dt_csets_find(&old->so_csets, f->dd_prp, DT_STAPSDT_SLOTS);
}

/*
 * Extend old, traced with one shared link, by fresh's new entries (new
 * processes: a fork or exec followed, dt_follow.c), if old's program runs
 * them as it is: their sites have cookies and decoders, their clauses a
 * set, and old's entries are all still there.  They only go into the
 * dispatch map: the program and the link stay, so the processes already
 * traced lose no firing (a replaced object has no link for a moment).
 * 1 if extended, 0 if not possible, -1 on error.
 */
static int
dt_stapsdt_obj_extend(dtrace_hdl_t *dtp, dt_stapsdt_obj_t *old, const dt_stapsdt_obj_t *fresh)
{
	dt_stapsdt_disp_t *nd;
	int i, k;

	if (old->so_pidlinks || fresh->so_pidlinks ||
	    old->so_argmask != fresh->so_argmask || old->so_ndisp > fresh->so_ndisp)
		return 0;
	for (i = 0; i < old->so_ndisp; i++)
		if (!dt_stapsdt_obj_has(fresh, &old->so_disp[i]))
			return 0;
	for (i = 0; i < fresh->so_ndisp; i++)
		if (!dt_stapsdt_obj_has(old, &fresh->so_disp[i]) &&
		    dt_stapsdt_obj_fits(old, &fresh->so_disp[i]) < 0)
			return 0;
	if ((nd = realloc(old->so_disp, fresh->so_ndisp * sizeof(*nd))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	old->so_disp = nd;
	for (i = 0; i < fresh->so_ndisp; i++) {
		const dt_stapsdt_disp_t *f = &fresh->so_disp[i];
		dt_dispatch_key_t key;
		dt_dispatch_val_t val;

		if (dt_stapsdt_obj_has(old, f))
			continue;
		k = dt_stapsdt_obj_fits(old, f);
		key = (dt_dispatch_key_t){ (uint32_t)f->dd_pid, old->so_cookie[f->dd_site] };
		val = dt_stapsdt_dval(old, f, k);
		if (dt_dispatch_put(dtp, dtp->dt_mapfd[DT_MAP_PROVIDER], &key,
		    &val, BPF_ANY) != 0)
			return -1;
		old->so_disp[old->so_ndisp] = *f;
		old->so_disp[old->so_ndisp++].dd_cset = k;
	}
	return 1;
}

/* Take the object for file dfp out of the list *pp, or NULL. */
static dt_stapsdt_obj_t *
dt_stapsdt_obj_take(dt_stapsdt_obj_t **pp, const dt_stapsdt_file_t *dfp)
{
	dt_stapsdt_obj_t *sop;

	for (; *pp != NULL; pp = &(*pp)->so_next)
		if ((*pp)->so_file == dfp) {
			sop = *pp;
			*pp = sop->so_next;
			sop->so_next = NULL;
			return sop;
		}
	return NULL;
}

/*
 * Make the new objects live: an object whose entries are unchanged keeps
 * its program and links, and so does one whose new entries its program
 * runs as it is (dt_stapsdt_obj_extend); another changed one is replaced (its
 * old links closed first, then the new ones made); a new one is added.
 */
static int
dt_stapsdt_objs_install(dtrace_hdl_t *dtp, dt_stapsdt_state_t *ssp, dt_stapsdt_obj_t *fresh)
{
	dt_stapsdt_obj_t *sop, *old, *next;
	int rc = 0;

	for (sop = fresh; sop != NULL; sop = next) {
		next = sop->so_next;
		sop->so_next = NULL;
		old = dt_stapsdt_obj_take(&ssp->ss_objs, sop->so_file);
		if (old != NULL && (dt_stapsdt_obj_same(old, sop) ||
		    (rc == 0 && (rc = dt_stapsdt_obj_extend(dtp, old, sop)) == 1))) {
			rc = 0;
			dt_stapsdt_objs_free(sop);
			sop = old;
		} else {
			if (old != NULL) {
				dt_stapsdt_dispatch_del(dtp, old);
				dt_stapsdt_objs_free(old);
			}
			if (rc == 0 && (dt_stapsdt_dispatch_put(dtp, sop) != 0 ||
			    dt_stapsdt_obj_build(dtp, sop, NULL) != 0 ||
			    dt_stapsdt_obj_attach(dtp, sop) != 0))
				rc = -1;
		}
		sop->so_next = ssp->ss_objs;
		ssp->ss_objs = sop;
	}
	return rc;
}

/* Watch the dynamic linker of every process a description names. */
static int
dt_stapsdt_watch(dtrace_hdl_t *dtp, dt_stapsdt_state_t *ssp)
{
	int i;

	for (i = 0; i < ssp->ss_named.ps_n; i++) {
		pid_t pid = ssp->ss_named.ps_pids[i];
		dt_pctl_t *dpr = dt_pctl_lookup(dtp, pid);

		if (dt_pctl_gone(pid))
			continue;
		if (dt_rtld_watch(dtp, pid, dpr != NULL && dpr->dpr_created) != 0 &&
		    !dt_pctl_gone(pid))
			return -1;
	}
	return 0;
}

/*
 * A description globbed the pid: follow the forks of every process with
 * enabled sites, and execs of their objects (dt_follow.c).  A kernel that
 * cannot do it only loses the following (-xdebug says why).
 */
static void
dt_stapsdt_follow(dtrace_hdl_t *dtp, dt_stapsdt_state_t *ssp)
{
	const dt_stapsdt_obj_t *sop;
	int i;

	ssp->ss_follow = dt_follow_start(dtp, ssp->ss_follow);
	if (ssp->ss_follow == NULL) {
		dt_dprintf("stapsdt: not following new processes: %s\n",
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
		return;
	}
	for (sop = ssp->ss_objs; sop != NULL; sop = sop->so_next) {
		(void) dt_follow_inode(ssp->ss_follow, sop->so_file->df_ino);
		for (i = 0; i < sop->so_ndisp; i++)
			(void) dt_follow_pid(ssp->ss_follow, sop->so_disp[i].dd_pid);
	}
}

int
dt_stapsdt_enable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n, FILE *fp)
{
	dt_stapsdt_state_t *ssp = dt_stapsdt_state(dtp);
	dt_stapsdt_obj_t *objs = NULL, *sop;
	uint64_t t0 = dt_now_ns();	/* debug timing (make bench reads it) */
	int rc;

	if (ssp == NULL)
		return dt_set_errmsg(dtp, EDT_ENABLING, "no stapsdt provider");
	rc = dt_stapsdt_objs_build(dtp, ssp, probes, n, &objs);
	if (fp != NULL) {	/* -S: print the programs only */
		for (sop = objs; sop != NULL && rc == 0; sop = sop->so_next)
			rc = dt_stapsdt_obj_build(dtp, sop, fp);
		dt_stapsdt_objs_free(objs);
		return rc;
	}
	if (rc != 0 || dt_stapsdt_dispatch_create(dtp, objs) != 0) {
		dt_stapsdt_objs_free(objs);
		return -1;
	}
	rc = dt_stapsdt_objs_install(dtp, ssp, objs);
	if (rc == 0 && !ssp->ss_enabled)
		rc = dt_stapsdt_watch(dtp, ssp);
	if (rc == 0 && ssp->ss_globbed)
		dt_stapsdt_follow(dtp, ssp);
	ssp->ss_enabled = 1;
	dt_dprintf("stapsdt: enabled %d sites in %.3f ms\n",
	    dt_stapsdt_objs_nsites(ssp->ss_objs), (dt_now_ns() - t0) / 1e6);
	return rc;
}

void
dt_stapsdt_disable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n)
{
	dt_stapsdt_state_t *ssp = dt_stapsdt_state(dtp);

	if (ssp != NULL) {
		dt_follow_stop(dtp, ssp->ss_follow);
		ssp->ss_follow = NULL;
		dt_stapsdt_objs_free(ssp->ss_objs);
		ssp->ss_objs = NULL;
		ssp->ss_enabled = 0;
	}
}

void
dt_stapsdt_objs_free(dt_stapsdt_obj_t *sop)
{
	dt_stapsdt_obj_t *next;
	int i;

	for (; sop != NULL; sop = next) {
		next = sop->so_next;
		for (i = 0; i < sop->so_nlinks; i++)
			dt_sites_unlink(&sop->so_links[i]);
		if (sop->so_progfd >= 0)
			close(sop->so_progfd);
		if (sop->so_mapfd >= 0)
			close(sop->so_mapfd);
		free(sop->so_links);
		free(sop->so_cookie);
		free(sop->so_dec);
		free(sop->so_decsite);
		dt_csets_free(&sop->so_csets);
		free(sop->so_disp);
		free(sop);
	}
}
