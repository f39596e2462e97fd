/*
 * dt_ifunc.h: where a process's IFUNCs went (dt_ifunc.c).
 */
#ifndef _DT_IFUNC_H
#define _DT_IFUNC_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"
#include "dt_object.h"

/*
 * The file offset, in obp, of the implementation that process pid's
 * dynamic linker chose for the STT_GNU_IFUNC symbol osp of obp: 0, or -1
 * (with a -xdebug line saying why) if it cannot be known.
 */
extern int dt_ifunc_offset(dtrace_hdl_t *dtp, pid_t pid, const dt_object_t *obp,
    const dt_objsym_t *osp, uint64_t *offp);

#endif /* _DT_IFUNC_H */
