/*
 * dt_dispatch.h: the (tgid, cookie) dispatch of user-space probes, a
 * service of the provider framework that the stapsdt and pid providers
 * share (dt_dispatch.c).
 *
 * A uprobe link runs its program in one process (filtered by pid) or in
 * every process that maps the object (unfiltered).  An object file traced
 * in a few processes gets a filtered link per process; one traced in more
 * (dt_dispatch_pidlinks() says which) gets one unfiltered link, so that a
 * firing costs the kernel one consumer rather than one per process, and
 * its program looks the firing up by (tgid, the site's attach cookie) in
 * the dispatch map: the entry names the probes to fire, or there is none
 * (a process we do not trace: return).  A provider may also keep a small
 * array of entries per object for its filtered links, indexed by cookie
 * alone (dt_dispatch_emit() reads either).
 *
 * The map is one hash for the session, DT_MAP_PROVIDER, created by the
 * first provider that needs it and sized for both.  Cookies must not
 * collide between providers: stapsdt's count up from 1, pid's have the top
 * bit set.
 */
#ifndef _DT_DISPATCH_H
#define _DT_DISPATCH_H

#include <stdint.h>
#include "dt_impl.h"
#include "dt_irlist.h"

#define DT_DISPATCH_SLOTS	2	/* probes one entry can fire */

/* The map's key and value, as the BPF code reads them. */
typedef struct dt_dispatch_key {
	uint32_t dk_pid;		/* tgid */
	uint32_t dk_cookie;		/* the site's attach cookie (low half) */
} dt_dispatch_key_t;

typedef struct dt_dispatch_val {
	uint32_t dv_prid[DT_DISPATCH_SLOTS];	/* probe ids, 0 if none */
	uint32_t dv_cset;		/* the provider's: clause set index */
	uint32_t dv_dec;		/* the provider's: argument decoder index */
} dt_dispatch_val_t;

/*
 * The link policy: an object traced in npids processes gets a filtered
 * link per process (1), or one unfiltered link with the dispatch (0).
 */
extern int dt_dispatch_pidlinks(int npids);

/* Create the map if there is none yet: room for nkeys entries and more. */
extern int dt_dispatch_create(dtrace_hdl_t *dtp, uint64_t nkeys);

/*
 * Enter key -> *vp in map fd (the dispatch map, or a provider's array:
 * then key is a uint32_t index), with flags BPF_ANY or BPF_NOEXIST.  0;
 * 1 if BPF_NOEXIST found an entry there; -1 with the handle's error set.
 */
extern int dt_dispatch_put(dtrace_hdl_t *dtp, int fd, const void *key,
    const dt_dispatch_val_t *vp, uint64_t flags);
/* Remove key's entry from the dispatch map, if it has one. */
extern void dt_dispatch_del(dtrace_hdl_t *dtp, const dt_dispatch_key_t *kp);

/*
 * The BPF code of the lookup: the firing's entry copied to scratch memory
 * (DT_MEM_PROV: dt_dispatch_val_t), or to exitlbl if it has none.  With
 * arrayfd >= 0 the cookie alone indexes that array map, else (tgid,
 * cookie) the dispatch map.
 */
extern void dt_dispatch_emit(dt_irlist_t *dlp, int arrayfd, uint32_t exitlbl);

#endif /* _DT_DISPATCH_H */
