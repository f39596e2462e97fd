/*
 * dt_prov_stapsdt.h: the stapsdt provider's internal data, shared by its
 * three files:
 *
 *	dt_prov_stapsdt.c	discovery, naming, describing (the provider)
 *	dt_stapsdt_enable.c		overlying probes -> underlying probes: one
 *				program per object file, the dispatch map,
 *				attaching and detaching
 *	dt_stapsdt_tramp.c		the BPF code of an object's program: dispatch
 *				by (pid, site), argument decoding, clause sets
 *
 * Terms.  An overlying probe is what the user names
 * (stapsdt1234:python3.11:collect:gc-start): one process, one or more sites.
 * An underlying probe is one site of one object file (device, inode,
 * offset): the uprobe the kernel fires, shared by every process that maps
 * the object and every overlying probe at that site.  A dispatch entry
 * takes (pid, site) to the overlying probes of that pid at that site (at
 * most two: stapsdtPID:... and PROVIDERPID:... name the same site), plus the
 * index of the clause set to run and of the argument decoder to use.  An
 * object traced in a few processes has a link per process, a cookie per
 * entry and its own array map indexed by cookie (no pid needed, no hash);
 * one traced in many has one link, a cookie per site (unique in the
 * session) and its entries in the hash map keyed by (pid, cookie).
 */
#ifndef _DT_PROV_STAPSDT_H
#define _DT_PROV_STAPSDT_H

#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_dispatch.h"
#include "dt_csets.h"
#include "dt_provider.h"
#include "dt_stapsdt_notes.h"

/* One site of an overlying probe, in one process. */
typedef struct dt_stapsdt_usite {
	dt_stapsdt_file_t *us_file;
	int us_idx;			/* site index in us_file */
	char us_path[96];		/* /proc/PID/map_files/RANGE */
} dt_stapsdt_usite_t;

/* An overlying probe's data (pr_data). */
typedef struct dt_stapsdt_probe {
	pid_t sp_pid;
	dt_stapsdt_usite_t *sp_sites;
	int sp_nsites;
	char *sp_extra;			/* -lv detail */
} dt_stapsdt_probe_t;

/*
 * The dispatch map (dt_dispatch.h): an entry's slots are overlying probes,
 * its dv_cset and dv_dec the clause set and argument decoder indexes in
 * the object.
 */
#define DT_STAPSDT_SLOTS	DT_DISPATCH_SLOTS
_Static_assert(DT_STAPSDT_SLOTS <= DT_CSET_SLOTS, "a clause set per entry");

/* One (pid, site) entry of the dispatch map. */
typedef struct dt_stapsdt_disp {
	pid_t dd_pid;
	int dd_site;			/* site index in the object's file */
	const char *dd_path;		/* the object, as the pid maps it */
	dt_probe_t *dd_prp[DT_STAPSDT_SLOTS];
	int dd_cset;			/* its clause set in so_csets */
} dt_stapsdt_disp_t;

/* An object file with enabled sites, and its program and links. */
typedef struct dt_stapsdt_obj {
	dt_stapsdt_file_t *so_file;
	uint32_t *so_cookie;		/* per file site: cookie, or 0 if unused */
	int *so_dec;			/* per file site: decoder index */
	int *so_decsite;		/* per decoder: a site that uses it */
	int so_ndec;
	uint32_t so_argmask;		/* args any clause here reads */
	dt_csets_t so_csets;		/* each entry's slots' clauses (dt_csets.h) */
	dt_stapsdt_disp_t *so_disp;
	int so_ndisp;
	int so_pidlinks;		/* one link per process (few processes):
					   each entry has its own cookie, and the
					   dispatch is so_mapfd[cookie] */
	int so_mapfd;			/* that array map, or -1 */
	int so_progfd;
	struct dt_sitelink *so_links;	/* dt_sites.h */
	int so_nlinks;
	struct dt_stapsdt_obj *so_next;
} dt_stapsdt_obj_t;

/* A small growing set of pids. */
typedef struct dt_pidset {
	pid_t *ps_pids;
	int ps_n, ps_sz;
} dt_pidset_t;

/* The provider's state (pv_data of the "stapsdt" provider). */
typedef struct dt_stapsdt_state {
	dt_pidset_t ss_scanned;		/* processes already scanned */
	dt_pidset_t ss_named;		/* processes a description names by pid:
					   watched for dlopen() while tracing */
	int ss_enabled;			/* enable() has run (not for -S) */
	int ss_globbed;			/* a description globbed the pid: new
					   processes are followed (dt_follow.c) */
	struct dt_follow *ss_follow;	/* while tracing, if ss_globbed */
	dt_stapsdt_obj_t *ss_objs;		/* while tracing */
	uint32_t ss_ncookies;
	dt_stapsdt_file_t *ss_files;	/* parsed notes per (device, inode) */
} dt_stapsdt_state_t;

extern dt_stapsdt_state_t *dt_stapsdt_state(dtrace_hdl_t *dtp);
/* Add pid to the set; returns 1 if it was there already. */
extern int dt_pidset_add(dt_pidset_t *psp, pid_t pid);

/* dt_stapsdt_enable.c */
extern int dt_stapsdt_enable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n, FILE *fp);
extern void dt_stapsdt_disable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n);
extern void dt_stapsdt_objs_free(dt_stapsdt_obj_t *sop);

/* dt_stapsdt_tramp.c: the body of an object's program (after the prologue). */
extern int dt_stapsdt_tramp(dtrace_hdl_t *dtp, const dt_stapsdt_obj_t *sop,
    dt_irlist_t *dlp, uint32_t exitlbl);
/* Do two sites' arguments decode the same way (for the args in mask)? */
extern int dt_stapsdt_args_same(const dt_stapsdt_site_t *a, const dt_stapsdt_site_t *b,
    uint32_t mask);

#endif /* _DT_PROV_STAPSDT_H */
