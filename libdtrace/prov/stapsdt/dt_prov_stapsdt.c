/*
 * dt_prov_stapsdt.c: the stapsdt provider: SystemTap SDT probes (the ELF
 * notes <sys/sdt.h> puts into programs and libraries) as D probes.
 *
 * Naming.  A note (provider P, name N) at a site in object M, function F, of
 * process PID is the probe `stapsdtPID:M:F:N` and also `PPID:M:F:N` (DTrace's
 * USDT convention, so `python$target:::function-entry` works).  M is the
 * object's basename, F the symbol containing the site ("" if none), N has
 * "__" turned into "-".  All sites with the same four names are one probe.
 *
 * Discovery (provide).  A description whose provider field names a pid
 * (`stapsdt1234`, `python1234`: `$target` is already expanded) makes us scan
 * that process; a provider glob such as `stapsdt*` or `python*` scans every
 * process.  Scanning reads the process's mappings (dt_maps.c: the handle
 * keeps those of a process named by pid, for its stacks; a glob's are read
 * and dropped) and, for each executable file-backed mapping, parses the
 * object through /proc/PID/map_files/RANGE (works for deleted files, memfds
 * and other mount namespaces) with the per-(device, inode) cache of
 * dt_stapsdt_notes.c.  Each process is scanned once per handle; a process that
 * vanishes mid-scan is skipped silently.  A
 * process named by pid is watched while tracing (dt_rtld.c): when it
 * dlopen()s or dlclose()s, update() scans it again, and the probes in new
 * objects are enabled before the process goes on (if dtrace started it)
 * or right after (if not).
 *
 * Firing (dt_stapsdt_enable.c, dt_stapsdt_tramp.c).  Every site is an underlying
 * probe shared by all processes and overlying probes there; one program per
 * object file finds the overlying probe from (pid, site) in a hash map,
 * decodes the site's arguments and runs the probe's clauses.  Semaphores
 * are the uprobes' reference counters: the kernel raises them while
 * attached and lowers them on detach, even if dtrace is killed, so we never
 * write the target.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_prov_stapsdt.h"
#include "dt_maps.h"
#include "dt_follow.h"
#include "dt_type.h"

static const dt_stapsdt_site_t *
dt_stapsdt_site(const dt_stapsdt_usite_t *usp)
{
	return &usp->us_file->df_sites[usp->us_idx];
}

/* ---- discovery ---- */

dt_stapsdt_state_t *
dt_stapsdt_state(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "stapsdt");

	return pvp != NULL ? pvp->pv_data : NULL;
}

int
dt_pidset_add(dt_pidset_t *psp, pid_t pid)
{
	int i;

	for (i = 0; i < psp->ps_n; i++)
		if (psp->ps_pids[i] == pid)
			return 1;
	if (psp->ps_n == psp->ps_sz) {
		int sz = psp->ps_sz ? psp->ps_sz * 2 : 64;
		pid_t *p = realloc(psp->ps_pids, sz * sizeof(pid_t));

		if (p == NULL)
			return 1;
		psp->ps_pids = p;
		psp->ps_sz = sz;
	}
	psp->ps_pids[psp->ps_n++] = pid;
	return 0;
}

/* The module name of a mapping path: basename, without " (deleted)". */
static void
dt_stapsdt_modname(const char *path, char *buf, size_t len)
{
	const char *b = strrchr(path, '/');
	char *p;

	const char *src = b != NULL ? b + 1 : path;
	size_t n = strlen(src) < len - 1 ? strlen(src) : len - 1;

	memcpy(buf, src, n);
	buf[n] = '\0';
	if ((p = strstr(buf, " (deleted)")) != NULL)
		*p = '\0';
}

static dt_provider_t *
dt_stapsdt_provider(dtrace_hdl_t *dtp, const char *prefix, pid_t pid)
{
	char name[DTRACE_PROVNAMELEN];
	dt_provider_t *pvp;

	if (snprintf(name, sizeof(name), "%s%d", prefix, (int)pid) >= (int)sizeof(name))
		return NULL;
	if ((pvp = dt_provider_lookup(dtp, name)) != NULL)
		return pvp;
	return dt_provider_create(dtp, name, &dt_stapsdt, NULL);
}

static int
dt_stapsdt_add_site(dtrace_hdl_t *dtp, dt_probe_t *prp, pid_t pid,
    dt_stapsdt_file_t *dfp, int idx, const char *path)
{
	dt_stapsdt_probe_t *spp = prp->pr_data;
	dt_stapsdt_usite_t *sites;
	int i;

	for (i = 0; i < spp->sp_nsites; i++)
		if (spp->sp_sites[i].us_file == dfp && spp->sp_sites[i].us_idx == idx)
			return 0;
	sites = realloc(spp->sp_sites, (spp->sp_nsites + 1) * sizeof(*sites));
	if (sites == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	spp->sp_sites = sites;
	sites[spp->sp_nsites].us_file = dfp;
	sites[spp->sp_nsites].us_idx = idx;
	snprintf(sites[spp->sp_nsites].us_path, sizeof(sites[0].us_path), "%s", path);
	spp->sp_nsites++;
	return 0;
}

/* Create (or extend) the probe for one site under one provider name. */
static void
dt_stapsdt_probe_site(dtrace_hdl_t *dtp, const char *prefix, pid_t pid,
    const char *mod, dt_stapsdt_file_t *dfp, int idx, const char *path)
{
	const dt_stapsdt_site_t *sp = &dfp->df_sites[idx];
	dt_provider_t *pvp = dt_stapsdt_provider(dtp, prefix, pid);
	dt_stapsdt_probe_t *spp;
	dt_probe_t *prp;

	if (pvp == NULL || (spp = calloc(1, sizeof(*spp))) == NULL)
		return;
	spp->sp_pid = pid;
	prp = dt_probe_insert(dtp, pvp, mod, sp->ds_func, sp->ds_name, spp);
	if (prp == NULL || prp->pr_data != spp)
		free(spp);	/* the probe existed: its data is kept */
	if (prp != NULL)
		dt_stapsdt_add_site(dtp, prp, pid, dfp, idx, path);
}

/* The probes of one mapping's object, if it is an executable file mapping. */
static void
dt_stapsdt_scan_mapping(dtrace_hdl_t *dtp, const dt_maps_t *msp,
    const dt_mapping_t *dmp)
{
	dt_stapsdt_state_t *ssp = dt_stapsdt_state(dtp);
	char mf[96], mod[DTRACE_MODNAMELEN];
	dt_stapsdt_file_t *dfp;
	int i;

	if (dmp->dm_perms[2] != 'x' || dmp->dm_ino == 0 || dmp->dm_name[0] == '\0' ||
	    dt_mapping_file(msp, dmp, mf, sizeof(mf)) != 0)
		return;
	if (ssp == NULL ||
	    (dfp = dt_stapsdt_file_get(&ssp->ss_files, mf, dmp->dm_dev,
	    dmp->dm_ino)) == NULL ||
	    dfp->df_nsites == 0)
		return;
	if (dfp->df_name == NULL)
		dfp->df_name = strdup(dmp->dm_name);
	dt_stapsdt_modname(dmp->dm_name, mod, sizeof(mod));
	for (i = 0; i < dfp->df_nsites; i++) {
		dt_stapsdt_probe_site(dtp, "stapsdt", msp->ms_pid, mod, dfp, i, mf);
		dt_stapsdt_probe_site(dtp, dfp->df_sites[i].ds_provider, msp->ms_pid,
		    mod, dfp, i, mf);
	}
}

static void
dt_stapsdt_scan_maps(dtrace_hdl_t *dtp, const dt_maps_t *msp)
{
	size_t i;

	for (i = 0; i < msp->ms_nmaps; i++)
		dt_stapsdt_scan_mapping(dtp, msp, &msp->ms_maps[i]);
}

/* A process named by pid: read its mappings now, into the handle's. */
static void
dt_stapsdt_scan_pid(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_maps_t *msp;

	if (pid != getpid() && (msp = dt_maps_reload(dtp, pid)) != NULL)
		dt_stapsdt_scan_maps(dtp, msp);	/* else gone: skip silently */
}

/* Any process (a glob): its mappings are read for the scan only. */
static void
dt_stapsdt_scan_any(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_maps_t ms = { 0 };

	if (pid != getpid() && dt_maps_read(&ms, pid) == 0)
		dt_stapsdt_scan_maps(dtp, &ms);
	dt_maps_clear(&ms);
}

static void
dt_stapsdt_scan_all(dtrace_hdl_t *dtp, dt_stapsdt_state_t *ssp)
{
	DIR *dir = opendir("/proc");
	struct dirent *de;

	if (dir == NULL)
		return;
	while ((de = readdir(dir)) != NULL) {
		char *end;
		long pid = strtol(de->d_name, &end, 10);

		if (*end != '\0' || pid <= 0)
			continue;
		if (!dt_pidset_add(&ssp->ss_scanned, (pid_t)pid))
			dt_stapsdt_scan_any(dtp, (pid_t)pid);
	}
	closedir(dir);
}

static int
dt_stapsdt_has_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

/*
 * Which processes does the provider field name?  "name1234": that pid;
 * a glob other than "*" ("stapsdt*", "python*"): every process.
 */
static int
dt_stapsdt_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_stapsdt_state_t *ssp = dt_stapsdt_state(dtp);
	const char *prv = pdp->prv;
	size_t len = strlen(prv), n = len;

	if (ssp == NULL || len == 0)
		return 0;
	if (dt_stapsdt_has_glob(prv)) {
		if (strcmp(prv, "*") != 0) {
			dt_stapsdt_scan_all(dtp, ssp);
			ssp->ss_globbed = 1;
		}
		return 0;
	}
	while (n > 0 && isdigit((unsigned char)prv[n - 1]))
		n--;
	if (n == len || n == 0)
		return 0;
	dt_pidset_add(&ssp->ss_named, (pid_t)atoi(prv + n));
	if (!dt_pidset_add(&ssp->ss_scanned, (pid_t)atoi(prv + n)))
		dt_stapsdt_scan_pid(dtp, (pid_t)atoi(prv + n));
	return 0;
}

/*
 * A named process loaded or unloaded objects, or (following, dt_follow.c)
 * a new process was forked or exec'd: scan what it maps now.
 */
static void
dt_stapsdt_update(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_stapsdt_state_t *ssp = dt_stapsdt_state(dtp);
	dt_maps_t *msp;
	int i, scan;

	if (ssp == NULL)
		return;
	scan = ssp->ss_globbed;
	for (i = 0; i < ssp->ss_named.ps_n; i++)
		scan |= ssp->ss_named.ps_pids[i] == pid;
	if (scan && (msp = dt_maps_get(dtp, pid)) != NULL) {
		dt_pidset_add(&ssp->ss_scanned, pid);
		dt_stapsdt_scan_maps(dtp, msp);
	}
}

static int
dt_stapsdt_populate(dtrace_hdl_t *dtp)
{
	dt_stapsdt_state_t *ssp = calloc(1, sizeof(*ssp));

	if (ssp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (dt_provider_create(dtp, "stapsdt", &dt_stapsdt, ssp) == NULL) {
		free(ssp);
		return -1;
	}
	return 0;
}

/* ---- describing ---- */

/*
 * The site's provider definition (dt_stapsdt_types.c), if it has one that
 * matches its note: as many declared arguments as the note has.
 */
static const dt_stapsdt_ptypes_t *
dt_stapsdt_types(const dt_stapsdt_site_t *sp)
{
	const dt_stapsdt_ptypes_t *ptp = sp->ds_types;

	return ptp != NULL && ptp->pt_nargc == sp->ds_nargs ? ptp : NULL;
}

/* A declared type that D knows, or NULL. */
static const char *
dt_stapsdt_decltype(dtrace_hdl_t *dtp, const dt_stapsdt_ptypes_t *ptp, int i)
{
	dtrace_typeinfo_t ti;

	if (ptp == NULL || dt_type_lookup(dtp, ptp->pt_nargv[i], &ti) != 0)
		return NULL;
	return ptp->pt_nargv[i];
}

/* The sized integer of a site's argument i, as its sdt note gives it. */
static const char *
dt_stapsdt_inttype(const dt_stapsdt_arg_t *ap)
{
	return ap->da_size == 8 ? (ap->da_signed ? "int64_t" : "uint64_t") :
	    ap->da_size == 4 ? (ap->da_signed ? "int32_t" : "uint32_t") :
	    ap->da_size == 2 ? (ap->da_signed ? "int16_t" : "uint16_t") :
	    (ap->da_signed ? "int8_t" : "uint8_t");
}

/* Whether the definition translates: ": (types)" other than the native. */
static int
dt_stapsdt_translated(const dt_stapsdt_ptypes_t *ptp)
{
	int i;

	if (ptp == NULL)
		return 0;
	if (ptp->pt_xargc != ptp->pt_nargc)
		return 1;
	for (i = 0; i < ptp->pt_xargc; i++)
		if (ptp->pt_map[i] != i ||
		    strcmp(ptp->pt_xargv[i], ptp->pt_nargv[i]) != 0)
			return 1;
	return 0;
}

/* Native argument i: the declared type if D knows it, else the sized
   integer of the note. */
static void
dt_stapsdt_argdesc(dtrace_hdl_t *dtp, const dt_stapsdt_site_t *sp,
    const dt_stapsdt_ptypes_t *ptp, int i, dt_argdesc_t *a)
{
	const dt_stapsdt_arg_t *ap = &sp->ds_args[i];

	a->da_native = dt_stapsdt_decltype(dtp, ptp, i) ?: dt_stapsdt_inttype(ap);
	a->da_desc = ap->da_spec;
	if (ap->da_kind == DT_STAPSDT_ARG_BAD)
		a->da_error = ap->da_err ? ap->da_err : "cannot decode";
}

/*
 * Translated argument i of a definition `p(struct in *a) : (struct out *a)`:
 * args[i] is xlate<struct out *>((struct in *)argM), M the native argument
 * it maps to (dt_cook_args.c; the translator is the tracing script's or the
 * D library's).  The native type is the declared one even if D does not
 * know it, so that args[i] without a translator is DTrace's error.
 */
static void
dt_stapsdt_xargdesc(dtrace_hdl_t *dtp, const dt_stapsdt_site_t *sp,
    const dt_stapsdt_ptypes_t *ptp, int i, dt_argdesc_t *a)
{
	int m = ptp->pt_map[i];

	dt_stapsdt_argdesc(dtp, sp, ptp, m, a);
	a->da_index = i;
	a->da_argno = m;
	a->da_xlate = ptp->pt_xargv[i];
	if (strcmp(ptp->pt_xargv[i], ptp->pt_nargv[m]) != 0)
		a->da_native = ptp->pt_nargv[m];
	else if (m == i)
		a->da_xlate = NULL;
	else
		a->da_xlate = a->da_native;	/* argM itself, same type */
}

static int
dt_stapsdt_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	const dt_stapsdt_probe_t *spp = prp->pr_data;
	const dt_stapsdt_site_t *sp = dt_stapsdt_site(&spp->sp_sites[0]);
	const dt_stapsdt_ptypes_t *ptp = dt_stapsdt_types(sp);
	int xl = dt_stapsdt_translated(ptp);
	int argc = xl ? ptp->pt_xargc : sp->ds_nargs;
	dt_argdesc_t *argv = dt_zalloc(dtp, sizeof(dt_argdesc_t) * (argc + 1));
	int i;

	if (argv == NULL)
		return -1;
	for (i = 0; i < argc; i++) {
		argv[i].da_index = i;
		if (xl)
			dt_stapsdt_xargdesc(dtp, sp, ptp, i, &argv[i]);
		else
			dt_stapsdt_argdesc(dtp, sp, ptp, i, &argv[i]);
	}
	*argcp = argc;
	*argvp = argv;
	return 0;
}

/*
 * A provider definition's #pragma D attributes, as DTrace rates a probe:
 * its description has the lowest of the provider, module, function and
 * name parts (a part not given is the provider's default), its arguments
 * the args part.
 */
static void
dt_stapsdt_probe_attr(dtrace_hdl_t *dtp, const dt_probe_t *prp,
    dtrace_attribute_t *probe, dtrace_attribute_t *args)
{
	const dt_stapsdt_probe_t *spp = prp->pr_data;
	const dt_stapsdt_ptypes_t *ptp = dt_stapsdt_site(&spp->sp_sites[0])->ds_types;
	dtrace_attribute_t def = *probe;
	int i;

	if (ptp == NULL)
		return;
	for (i = 0; i < 4; i++) {
		const dtrace_attribute_t *ap = ptp->pt_attrset[i] ?
		    &ptp->pt_attr[i] : &def;

		if (i == 0)
			*probe = *ap;
		probe->dtat_name = ap->dtat_name < probe->dtat_name ?
		    ap->dtat_name : probe->dtat_name;
		probe->dtat_data = ap->dtat_data < probe->dtat_data ?
		    ap->dtat_data : probe->dtat_data;
		probe->dtat_class = ap->dtat_class < probe->dtat_class ?
		    ap->dtat_class : probe->dtat_class;
	}
	if (ptp->pt_attrset[4])
		*args = ptp->pt_attr[4];
}

/* ", defined as name(int, char *) : (struct out *)" for -lv. */
static void
dt_stapsdt_defined(const dt_stapsdt_site_t *sp, char *buf, size_t len)
{
	const dt_stapsdt_ptypes_t *ptp = dt_stapsdt_types(sp);
	size_t n;
	int i;

	buf[0] = '\0';
	if (ptp == NULL)
		return;
	n = snprintf(buf, len, ", defined as %s(", ptp->pt_name);
	for (i = 0; i < ptp->pt_nargc && n < len; i++)
		n += snprintf(buf + n, len - n, "%s%s", i ? ", " : "",
		    ptp->pt_nargv[i]);
	if (dt_stapsdt_translated(ptp)) {
		for (i = 0; i < ptp->pt_xargc && n < len; i++)
			n += snprintf(buf + n, len - n, "%s%s", i ? ", " :
			    ") : (", ptp->pt_xargv[i]);
		if (ptp->pt_xargc == 0 && n < len)
			n += snprintf(buf + n, len - n, ") : (");
	}
	if (n < len)
		snprintf(buf + n, len - n, ")");
}

static const char *
dt_stapsdt_objname(const dt_stapsdt_file_t *dfp)
{
	return dfp->df_name != NULL ? dfp->df_name : dfp->df_path;
}

static const char *
dt_stapsdt_probe_extra(dtrace_hdl_t *dtp, const dt_probe_t *prp)
{
	dt_stapsdt_probe_t *spp = prp->pr_data;
	const dt_stapsdt_site_t *sp = dt_stapsdt_site(&spp->sp_sites[0]);
	char buf[1024], def[512];

	if (spp->sp_extra == NULL) {
		dt_stapsdt_defined(sp, def, sizeof(def));
		if (sp->ds_sem_vaddr != 0)
			snprintf(buf, sizeof(buf), "%d site%s, semaphore at 0x%llx "
			    "(file offset 0x%llx), object %s%s", spp->sp_nsites,
			    spp->sp_nsites == 1 ? "" : "s",
			    (unsigned long long)sp->ds_sem_vaddr,
			    (unsigned long long)sp->ds_sem_offset,
			    dt_stapsdt_objname(spp->sp_sites[0].us_file), def);
		else
			snprintf(buf, sizeof(buf), "%d site%s, no semaphore, object "
			    "%s%s", spp->sp_nsites, spp->sp_nsites == 1 ? "" : "s",
			    dt_stapsdt_objname(spp->sp_sites[0].us_file), def);
		spp->sp_extra = strdup(buf);
	}
	return spp->sp_extra;
}

static void
dt_stapsdt_probe_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_stapsdt_probe_t *spp = datap;

	if (spp == NULL)
		return;
	free(spp->sp_sites);
	free(spp->sp_extra);
	free(spp);
}

static void
dt_stapsdt_provider_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_stapsdt_state_t *ssp = datap;

	if (ssp != NULL) {
		dt_stapsdt_objs_free(ssp->ss_objs);
		dt_follow_stop(dtp, ssp->ss_follow);
		free(ssp->ss_scanned.ps_pids);
		free(ssp->ss_named.ps_pids);
		dt_stapsdt_cache_fini(&ssp->ss_files);
		free(ssp);
	}
}

const dt_provimpl_t dt_stapsdt = {
	.name = "stapsdt",
	/* As DTrace rates a USDT provider that declares no stability. */
	.attr_probe = { DTRACE_STABILITY_UNSTABLE, DTRACE_STABILITY_UNSTABLE,
	    DTRACE_CLASS_COMMON },
	.attr_args = { DTRACE_STABILITY_UNSTABLE, DTRACE_STABILITY_UNSTABLE,
	    DTRACE_CLASS_COMMON },
	.populate = dt_stapsdt_populate,
	.provide = dt_stapsdt_provide,
	.enable = dt_stapsdt_enable,
	.disable = dt_stapsdt_disable,
	.update = dt_stapsdt_update,
	.probe_info = dt_stapsdt_probe_info,
	.probe_attr = dt_stapsdt_probe_attr,
	.probe_extra = dt_stapsdt_probe_extra,
	.probe_destroy = dt_stapsdt_probe_destroy,
	.provider_destroy = dt_stapsdt_provider_destroy,
};
