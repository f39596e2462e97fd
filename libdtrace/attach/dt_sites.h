/*
 * dt_sites.h: the links of a shared program's sites, a service of the
 * provider framework for the user-space providers (stapsdt, pid) beside
 * clause sets (dt_csets.h) and the dispatch (dt_dispatch.h).  See
 * dt_sites.c.
 *
 * A provider produces sites: (process, the object as that process maps
 * it, file offset, semaphore, attach cookie, dispatch entry), groups them
 * by program and object file and decides per group, by the link policy
 * (dt_dispatch_pidlinks()), a filtered link per process or one shared
 * link.  The service makes each link: it gives the kernel each offset
 * once, writes a shared link's dispatch entries ((pid, cookie) -> the
 * site's entry) and takes them out with the link, names the file through
 * another process's mapping when the first process has gone, and hands
 * back, through the provider's callbacks, the sites the kernel refused and
 * the processes that went away while they were being attached.
 */
#ifndef _DT_SITES_H
#define _DT_SITES_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"
#include "dt_dispatch.h"
#include "dt_enabling.h"

/* One site of one process. */
typedef struct dt_site {
	pid_t st_pid;			/* the process */
	const char *st_path;		/* the object, as st_pid maps it */
	uint64_t st_off;		/* file offset */
	uint64_t st_ref;		/* semaphore file offset, 0: none */
	uint64_t st_cookie;		/* attach cookie; on a shared link its
					   low half keys the dispatch entry */
	dt_dispatch_val_t st_val;	/* a shared link's dispatch entry */
	uint32_t st_idx;		/* the provider's: which site it is */
} dt_site_t;

/* One link: what the provider says of it, and what the service made. */
typedef struct dt_sitelink {
	int sl_progfd;
	pid_t sl_pid;			/* filtered to it, or -1: shared */
	int sl_return;			/* uretprobes (dt_target_t.tg_return) */
	int sl_mayrefuse;		/* dt_target_t.tg_mayrefuse */
	const char *sl_name;		/* for messages, or NULL */
	const char *sl_path;		/* the st_path to try first (NULL:
					   the first site's of sl_pid) */
	/* a site the kernel refused (left out of the link), and why */
	void (*sl_refused)(void *arg, const dt_site_t *stp, const char *why);
	/*
	 * The link could not be made through process pid's mapping: gone is
	 * 1 if the process has gone, 0 if only its mapping has (dlclose).
	 * 0: leave it out; -1: an error.
	 */
	int (*sl_leftout)(dtrace_hdl_t *dtp, void *arg, pid_t pid, int gone);
	void *sl_arg;
	/* made by dt_sites_link() */
	dtrace_hdl_t *sl_dtp;
	dt_attach_t *sl_attach;
	dt_dispatch_key_t *sl_keys;	/* shared: the entries it wrote */
	uint32_t sl_nkeys;
} dt_sitelink_t;

/*
 * Link the sites of sl_pid among sites[0..n-1] (every site if -1; the
 * first site in this order at an offset gives its cookie and names it;
 * sl_path, or the first site's process, names the file).  0 if linked, 1 if left out
 * (sl_leftout said so), -1 with the handle's error set.
 */
extern int dt_sites_link(dtrace_hdl_t *dtp, dt_sitelink_t *slp,
    const dt_site_t *sites, uint32_t n);
/* Detach the link and take its dispatch entries out. */
extern void dt_sites_unlink(dt_sitelink_t *slp);

/*
 * Link sites[0..n-1], the sites of one program in one object file: with
 * shared one link for all, else one per process (in the order of their
 * first sites), each a copy of *tmpl, in links[] (room for one per
 * process); their number in *nlinksp, those left out included.  0, or -1
 * at the first error (the links made so far are in links[]).
 */
extern int dt_sites_link_all(dtrace_hdl_t *dtp, const dt_sitelink_t *tmpl,
    int shared, const dt_site_t *sites, uint32_t n, dt_sitelink_t *links,
    uint32_t *nlinksp);

#endif /* _DT_SITES_H */
