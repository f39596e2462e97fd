/*
 * dt_sites.c: the links of a shared program's sites (the design:
 * dt_sites.h), for stapsdt and pid.
 *
 * A link is one dt_target_t: the sites of its process (or of every
 * process: shared), sorted by offset, each offset once (the kernel keeps
 * one uprobe per (inode, offset) and one consumer per link; two probes at
 * one offset fire through one cookie).  A shared link's dispatch entries
 * are written first, with BPF_NOEXIST (the first site of a process at an
 * offset names it), and remembered, so that they go with the link.
 *
 * The file is named through a process's mapping (/proc/PID/map_files/...),
 * which works for deleted files and other mount namespaces but goes with
 * the process.  A link that does not attach is looked at again: if its
 * process has gone (or is going: a SIGKILLed process loses its mappings
 * before its state says so, so look for a while), or only the object's
 * mapping has (a dlclose() since the maps were read), the provider says
 * whether to leave it out; a shared link is tried again through the next
 * process that has not gone.  Otherwise the error stands.
 *
 * dt_sites_link_all() links a program's sites in one object file: one
 * shared link, or one per process in the order of their first sites
 * (processes found by a sort, so that a million sites cost no more than
 * sorting them).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include "dt_sites.h"
#include "dt_pctl.h"

/* The sites to link, by offset (stable): their indexes in sites[]. */
static int
dt_sites_cmp(const void *a, const void *b, void *arg)
{
	const dt_site_t *sites = arg;
	uint32_t i = *(const uint32_t *)a, j = *(const uint32_t *)b;
	uint64_t x = sites[i].st_off, y = sites[j].st_off;

	return x < y ? -1 : x > y ? 1 : i < j ? -1 : i > j;
}

static uint32_t
dt_sites_pick(const dt_sitelink_t *slp, const dt_site_t *sites, uint32_t n,
    uint32_t *idx)
{
	uint32_t i, m = 0;

	for (i = 0; i < n; i++)
		if (slp->sl_pid < 0 || sites[i].st_pid == slp->sl_pid)
			idx[m++] = i;
	qsort_r(idx, m, sizeof(uint32_t), dt_sites_cmp, (void *)sites);
	return m;
}

/* A shared link's dispatch entries: (pid, cookie) -> the site's entry. */
static int
dt_sites_entries(dtrace_hdl_t *dtp, dt_sitelink_t *slp, const dt_site_t *sites,
    const uint32_t *idx, uint32_t m)
{
	int fd = dtp->dt_mapfd[DT_MAP_PROVIDER], rc;
	uint32_t i;

	if ((slp->sl_keys = calloc(m + 1, sizeof(dt_dispatch_key_t))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (i = 0; i < m; i++) {
		const dt_site_t *stp = &sites[idx[i]];
		dt_dispatch_key_t key = { (uint32_t)stp->st_pid,
		    (uint32_t)stp->st_cookie };

		if ((rc = dt_dispatch_put(dtp, fd, &key, &stp->st_val,
		    BPF_NOEXIST)) < 0)
			return -1;
		if (rc == 0)	/* 1: the entry is there */
			slp->sl_keys[slp->sl_nkeys++] = key;
	}
	return 0;
}

/* Each offset once, in order: the target's arrays, and which site is which. */
static uint32_t
dt_sites_target(const dt_site_t *sites, const uint32_t *idx, uint32_t m,
    uint64_t *offs, uint64_t *refs, uint64_t *cookies, uint32_t *first)
{
	uint32_t i, k = 0;

	for (i = 0; i < m; i++) {
		const dt_site_t *stp = &sites[idx[i]];

		if (k > 0 && offs[k - 1] == stp->st_off)
			continue;
		first[k] = idx[i];
		offs[k] = stp->st_off;
		refs[k] = stp->st_ref;
		cookies[k++] = stp->st_cookie;
	}
	return k;
}

/* Whether pid has gone, looking for a while (it may be going). */
static int
dt_sites_gone(dtrace_hdl_t *dtp, pid_t pid)
{
	int i;

	for (i = 0; i < 20 && !dtp->dt_stop_req; i++) {
		if (dt_pctl_gone(pid))
			return 1;
		usleep(5000);
	}
	return dt_pctl_gone(pid);
}

/*
 * The next site after *ip (round) of another process that has not gone,
 * or -1.
 */
static int
dt_sites_next(const dt_site_t *sites, uint32_t n, uint32_t *ip)
{
	uint32_t i, j;

	for (j = 1; j < n; j++) {
		i = (*ip + j) % n;
		if (sites[i].st_pid != sites[*ip].st_pid &&
		    !dt_pctl_gone(sites[i].st_pid)) {
			*ip = i;
			return 0;
		}
	}
	return -1;
}

/*
 * The link did not attach through site i's process.  1: left out; 0: try
 * the next process (shared); -1: the error stands.
 */
static int
dt_sites_failed(dtrace_hdl_t *dtp, dt_sitelink_t *slp, const dt_site_t *sites,
    uint32_t n, uint32_t *ip)
{
	pid_t pid = sites[*ip].st_pid;
	const char *path = sites[*ip].st_path;
	int gone, unmapped;

	if (slp->sl_pid < 0 && dtp->dt_stop_req)
		return -1;
	gone = slp->sl_pid < 0 ? dt_pctl_gone(pid) : dt_sites_gone(dtp, pid);
	unmapped = !gone && access(path, F_OK) != 0 &&
	    errno == ENOENT;
	if ((!gone && !unmapped) ||
	    slp->sl_leftout(dtp, slp->sl_arg, pid, gone) != 0)
		return -1;
	if (slp->sl_pid >= 0)
		return 1;
	if (dt_sites_next(sites, n, ip) != 0)
		return 1;
	dt_dprintf("%s: %s failed, trying %s\n", slp->sl_name ? slp->sl_name :
	    "shared link", path, sites[*ip].st_path);
	return 0;
}

/* The site whose path is tried first: sl_path's, or sl_pid's first. */
static uint32_t
dt_sites_first(const dt_sitelink_t *slp, const dt_site_t *sites, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		if (slp->sl_path != NULL ? sites[i].st_path == slp->sl_path :
		    slp->sl_pid < 0 || sites[i].st_pid == slp->sl_pid)
			return i;
	return 0;
}

/*
 * Attach through the first site's process, then (shared) the others': n + 1
 * tries at most.
 */
static int
dt_sites_attach(dtrace_hdl_t *dtp, dt_sitelink_t *slp, const dt_site_t *sites,
    uint32_t n, dt_target_t *tgp)
{
	uint32_t i = dt_sites_first(slp, sites, n), tries;
	int rc;

	for (tries = 0; tries <= n; tries++) {
		snprintf(tgp->tg_path, sizeof(tgp->tg_path), "%s",
		    sites[i].st_path);
		if ((slp->sl_attach = dt_target_attach(dtp, slp->sl_progfd,
		    tgp)) != NULL)
			return 0;
		if ((rc = dt_sites_failed(dtp, slp, sites, n, &i)) != 0)
			return rc;
	}
	return -1;
}

/* Hand the refused sites to the provider. */
static void
dt_sites_refused(const dt_sitelink_t *slp, const dt_site_t *sites,
    const uint32_t *first)
{
	const char *why;
	uint32_t i, k;

	for (i = 0; i < dt_target_nrefused(slp->sl_attach); i++) {
		k = dt_target_refused(slp->sl_attach, i, &why);
		slp->sl_refused(slp->sl_arg, &sites[first[k]], why);
	}
}

int
dt_sites_link(dtrace_hdl_t *dtp, dt_sitelink_t *slp, const dt_site_t *sites,
    uint32_t n)
{
	uint32_t *idx = calloc(n + 1, sizeof(uint32_t));
	uint32_t *first = calloc(n + 1, sizeof(uint32_t));
	uint64_t *offs = calloc(n + 1, sizeof(uint64_t));
	uint64_t *refs = calloc(n + 1, sizeof(uint64_t));
	uint64_t *cookies = calloc(n + 1, sizeof(uint64_t));
	dt_target_t tg;
	uint32_t m;
	int rc = -1;

	if (idx == NULL || first == NULL || offs == NULL || refs == NULL ||
	    cookies == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	slp->sl_dtp = dtp;
	m = dt_sites_pick(slp, sites, n, idx);
	if (slp->sl_pid < 0 && dt_sites_entries(dtp, slp, sites, idx, m) != 0)
		goto out;
	memset(&tg, 0, sizeof(tg));
	tg.tg_kind = DT_TARGET_UPROBE;
	tg.tg_n = dt_sites_target(sites, idx, m, offs, refs, cookies, first);
	tg.tg_offs = offs;
	tg.tg_refs = refs;
	tg.tg_cookies = cookies;
	tg.tg_pid = slp->sl_pid;
	tg.tg_return = slp->sl_return;
	tg.tg_mayrefuse = slp->sl_mayrefuse;
	tg.tg_name = slp->sl_name;
	rc = dt_sites_attach(dtp, slp, sites, n, &tg);
	if (rc == 0)
		dt_sites_refused(slp, sites, first);
out:
	free(idx);
	free(first);
	free(offs);
	free(refs);
	free(cookies);
	return rc;
}

static int
dt_sites_pidcmp(const void *a, const void *b, void *arg)
{
	const dt_site_t *sites = arg;
	uint32_t i = *(const uint32_t *)a, j = *(const uint32_t *)b;
	pid_t x = sites[i].st_pid, y = sites[j].st_pid;

	return x < y ? -1 : x > y ? 1 : i < j ? -1 : i > j;
}

static int
dt_sites_idxcmp(const void *a, const void *b)
{
	uint32_t i = *(const uint32_t *)a, j = *(const uint32_t *)b;

	return i < j ? -1 : i > j;
}

/*
 * The index of each process's first site, in their order, in firsts[]
 * (room for n): how many processes.  -1 if out of memory.
 */
static int
dt_sites_firsts(const dt_site_t *sites, uint32_t n, uint32_t *firsts)
{
	uint32_t *idx = calloc(n + 1, sizeof(uint32_t));
	uint32_t i;
	int k = 0;

	if (idx == NULL)
		return -1;
	for (i = 0; i < n; i++)
		idx[i] = i;
	qsort_r(idx, n, sizeof(uint32_t), dt_sites_pidcmp, (void *)sites);
	for (i = 0; i < n; i++)
		if (i == 0 || sites[idx[i]].st_pid != sites[idx[i - 1]].st_pid)
			firsts[k++] = idx[i];
	free(idx);
	qsort(firsts, k, sizeof(uint32_t), dt_sites_idxcmp);
	return k;
}

int
dt_sites_link_all(dtrace_hdl_t *dtp, const dt_sitelink_t *tmpl, int shared,
    const dt_site_t *sites, uint32_t n, dt_sitelink_t *links,
    uint32_t *nlinksp)
{
	uint32_t *firsts = calloc(n + 1, sizeof(uint32_t));
	int i, k, rc = 0;

	*nlinksp = 0;
	if (firsts == NULL || (k = dt_sites_firsts(sites, n, firsts)) < 0) {
		free(firsts);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (i = 0; i < (shared && k > 0 ? 1 : k) && rc >= 0; i++) {
		dt_sitelink_t *slp = &links[(*nlinksp)++];

		*slp = *tmpl;	/* its entries go with it, even left out */
		slp->sl_pid = shared ? -1 : sites[firsts[i]].st_pid;
		rc = dt_sites_link(dtp, slp, sites, n);
	}
	free(firsts);
	return rc < 0 ? -1 : 0;
}

void
dt_sites_unlink(dt_sitelink_t *slp)
{
	uint32_t i;

	dt_target_detach(slp->sl_attach);
	slp->sl_attach = NULL;
	for (i = 0; i < slp->sl_nkeys; i++)
		dt_dispatch_del(slp->sl_dtp, &slp->sl_keys[i]);
	free(slp->sl_keys);
	slp->sl_keys = NULL;
	slp->sl_nkeys = 0;
}
