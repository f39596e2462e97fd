/*
 * dt_maps.h: the objects a process maps, from /proc/PID/maps (dt_maps.c).
 *
 * dt_maps_read() parses a process's maps into a list of dt_mapping_t;
 * dt_maps_get() keeps one such list per pid on the handle, for the symbol
 * code and stapsdt discovery.  An address is looked up with dt_maps_find(),
 * and dt_mapping_file() names the mapping as
 * /proc/PID/map_files/START-END, a path the kernel resolves to the mapped
 * file itself, even when it is deleted, a memfd or in another mount
 * namespace.
 */
#ifndef _DT_MAPS_H
#define _DT_MAPS_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"

/* One line of /proc/PID/maps: "start-end perms offset maj:min inode name". */
typedef struct dt_mapping {
	uint64_t dm_start;	/* [dm_start, dm_end) */
	uint64_t dm_end;
	uint64_t dm_off;	/* file offset of dm_start */
	char dm_perms[5];	/* "r-xp" */
	dev_t dm_dev;
	ino_t dm_ino;		/* 0: not a file */
	char *dm_name;		/* as the kernel shows it: "/usr/bin/x",
				   "/memfd:jit (deleted)", "[heap]", "" */
	char *dm_path;		/* the file, dm_name without " (deleted)"; NULL
				   unless dm_ino != 0 and dm_name starts with '/' */
} dt_mapping_t;

/* The mappings of one process, in address order. */
typedef struct dt_maps {
	pid_t ms_pid;		/* 0: this process (/proc/self) */
	dt_mapping_t *ms_maps;
	size_t ms_nmaps;
	uint64_t ms_loaded;	/* CLOCK_MONOTONIC ns of the last read */
	struct dt_maps *ms_next;	/* the handle's list (dt_maps_get) */
} dt_maps_t;

/*
 * Read pid's mappings (pid 0: this process) into *msp, replacing what it
 * held.  -1 with errno set if /proc/PID/maps cannot be read or is empty
 * (the process is gone or exiting): *msp then keeps its old mappings.
 */
extern int dt_maps_read(dt_maps_t *msp, pid_t pid);
/* Free the mappings of *msp (not msp itself). */
extern void dt_maps_clear(dt_maps_t *msp);

/* The mapping containing addr, or NULL. */
extern const dt_mapping_t *dt_maps_find(const dt_maps_t *msp, uint64_t addr);
/* The lowest address the object of dmp (same file) is mapped at. */
extern uint64_t dt_maps_base(const dt_maps_t *msp, const dt_mapping_t *dmp);
/* The file offset of addr, which dmp contains. */
extern uint64_t dt_mapping_offset(const dt_mapping_t *dmp, uint64_t addr);
/* "/proc/PID/map_files/START-END" into buf: 0, or -1 if it does not fit. */
extern int dt_mapping_file(const dt_maps_t *msp, const dt_mapping_t *dmp,
    char *buf, size_t len);

/*
 * The handle's mappings of pid: read on first use, kept until
 * dt_maps_reload() reads them again or dt_maps_fini() (dtrace_close()).
 * NULL only when out of memory.
 */
extern dt_maps_t *dt_maps_get(dtrace_hdl_t *dtp, pid_t pid);
/* Read the mappings of pid again now; NULL if they cannot be read. */
extern dt_maps_t *dt_maps_reload(dtrace_hdl_t *dtp, pid_t pid);
extern void dt_maps_fini(dtrace_hdl_t *dtp);

#endif /* _DT_MAPS_H */
