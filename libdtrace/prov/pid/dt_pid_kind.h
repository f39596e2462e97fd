/*
 * dt_pid_kind.h: which kind of site a pid probe fires at (emulated,
 * single-stepped, uretprobe), in words for -lv (dt_pid_kind.c).
 */
#ifndef _DT_PID_KIND_H
#define _DT_PID_KIND_H

#include <stddef.h>
#include "dt_pid_enable.h"
#include "dt_pid_sites.h"

/*
 * "Site kind: KIND (INSTRUCTION ...)" for the probe pp, in buf; with
 * nomove (the bench knob DTRACE_PID_NOMOVE), its old sites.
 */
extern void dt_pid_kind(dt_pid_sites_t *sp, const dt_pid_probe_t *pp,
    int nomove, char *buf, size_t sz);

#endif /* _DT_PID_KIND_H */
