/*
 * dt_maps.c: the objects a process maps, from /proc/PID/maps.
 *
 * Each line of /proc/PID/maps is one mapping:
 *
 *	start-end perms offset maj:min inode name
 *	7f1c2a000000-7f1c2a028000 r--p 00000000 fd:01 1835 /usr/lib/libc.so.6
 *
 * name is a file's path (with " (deleted)" after it once the file is
 * unlinked; memfds are "/memfd:NAME (deleted)"), a pseudo name ("[heap]",
 * "[vdso]") or nothing.  dt_maps_read() parses the whole file into an array
 * of dt_mapping_t, in the kernel's (address) order, so dt_maps_find() finds
 * the mapping of an address by binary search.  A file mapping's address a
 * is at file offset a - start + offset (dt_mapping_offset()), whatever kind
 * of ELF object the file is; the ELF object's PT_LOAD segments turn that
 * offset into a link-time address (dt_elf.c).
 *
 * To open a mapped file, or to put a uprobe on it, use
 * /proc/PID/map_files/START-END (dt_mapping_file()): the kernel resolves
 * that link to the very inode mapped, even when the file has been deleted
 * or replaced, is a memfd, or lives in another mount namespace, where the
 * path in name would miss it.
 *
 * The handle keeps the mappings of each process it has looked at
 * (dt_maps_get()), shared by the user symbol code (dt_sym.c) and stapsdt
 * discovery (dt_prov_stapsdt.c); dt_maps_reload() reads them again when
 * objects may have been loaded or unloaded.  dt_uprobe_map_offset() reads a
 * private copy (dt_maps_read()), as it has no handle.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/sysmacros.h>
#include "dt_maps.h"
#include "dt_util.h"

#define DT_MAPS_DELETED	" (deleted)"

static void
dt_mapping_free(dt_mapping_t *dmp)
{
	free(dmp->dm_name);
	free(dmp->dm_path);
}

/* dm_path: a file's name without " (deleted)". */
static int
dt_mapping_path(dt_mapping_t *dmp)
{
	size_t len = strlen(dmp->dm_name), dlen = strlen(DT_MAPS_DELETED);

	if (dmp->dm_ino == 0 || dmp->dm_name[0] != '/')
		return 0;
	if (len > dlen && strcmp(dmp->dm_name + len - dlen, DT_MAPS_DELETED) == 0)
		len -= dlen;
	return (dmp->dm_path = strndup(dmp->dm_name, len)) != NULL ? 0 : -1;
}

/* One line, "start-end perms offset maj:min inode name\n"; 0 or -1. */
static int
dt_mapping_parse(const char *line, dt_mapping_t *dmp)
{
	unsigned long long start, end, off, ino;
	unsigned int maj, min;
	char perms[5];
	int n = 0;

	memset(dmp, 0, sizeof(*dmp));
	if (sscanf(line, "%llx-%llx %4s %llx %x:%x %llu %n", &start, &end, perms,
	    &off, &maj, &min, &ino, &n) < 7 || n == 0)
		return -1;
	dmp->dm_start = start;
	dmp->dm_end = end;
	dmp->dm_off = off;
	memcpy(dmp->dm_perms, perms, sizeof(dmp->dm_perms));
	dmp->dm_dev = makedev(maj, min);
	dmp->dm_ino = (ino_t)ino;
	if ((dmp->dm_name = strndup(line + n, strcspn(line + n, "\n"))) == NULL ||
	    dt_mapping_path(dmp) != 0) {
		dt_mapping_free(dmp);
		return -1;
	}
	return 0;
}

/* Append *dmp to maps[*np]; -1 if out of memory. */
static int
dt_maps_append(dt_mapping_t **mapsp, size_t *np, size_t *allocp,
    const dt_mapping_t *dmp)
{
	if (*np == *allocp) {
		size_t n = *allocp ? *allocp * 2 : 64;
		dt_mapping_t *maps = realloc(*mapsp, n * sizeof(dt_mapping_t));

		if (maps == NULL)
			return -1;
		*mapsp = maps;
		*allocp = n;
	}
	(*mapsp)[(*np)++] = *dmp;
	return 0;
}

int
dt_maps_read(dt_maps_t *msp, pid_t pid)
{
	char path[64], *line = NULL;
	size_t n = 0, alloc = 0, linesz = 0;
	dt_mapping_t *maps = NULL, m;
	FILE *fp;

	msp->ms_loaded = dt_now_ns();
	if (pid > 0)
		snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	else
		snprintf(path, sizeof(path), "/proc/self/maps");
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	while (getline(&line, &linesz, fp) > 0) {
		if (dt_mapping_parse(line, &m) != 0)
			continue;
		if (dt_maps_append(&maps, &n, &alloc, &m) != 0) {
			dt_mapping_free(&m);
			break;
		}
	}
	free(line);
	fclose(fp);
	if (n == 0) {
		free(maps);
		errno = ENOENT;
		return -1;
	}
	dt_maps_clear(msp);
	msp->ms_pid = pid > 0 ? pid : 0;
	msp->ms_maps = maps;
	msp->ms_nmaps = n;
	return 0;
}

void
dt_maps_clear(dt_maps_t *msp)
{
	size_t i;

	for (i = 0; i < msp->ms_nmaps; i++)
		dt_mapping_free(&msp->ms_maps[i]);
	free(msp->ms_maps);
	msp->ms_maps = NULL;
	msp->ms_nmaps = 0;
}

const dt_mapping_t *
dt_maps_find(const dt_maps_t *msp, uint64_t addr)
{
	size_t lo = 0, hi = msp->ms_nmaps;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const dt_mapping_t *dmp = &msp->ms_maps[mid];

		if (addr < dmp->dm_start)
			hi = mid;
		else if (addr >= dmp->dm_end)
			lo = mid + 1;
		else
			return dmp;
	}
	return NULL;
}

uint64_t
dt_maps_base(const dt_maps_t *msp, const dt_mapping_t *dmp)
{
	uint64_t base = dmp->dm_start;
	size_t i;

	for (i = 0; i < msp->ms_nmaps; i++) {
		const dt_mapping_t *m = &msp->ms_maps[i];

		if (m->dm_path != NULL && m->dm_dev == dmp->dm_dev &&
		    m->dm_ino == dmp->dm_ino && m->dm_start < base)
			base = m->dm_start;
	}
	return base;
}

uint64_t
dt_mapping_offset(const dt_mapping_t *dmp, uint64_t addr)
{
	return addr - dmp->dm_start + dmp->dm_off;
}

int
dt_mapping_file(const dt_maps_t *msp, const dt_mapping_t *dmp, char *buf,
    size_t len)
{
	int n;

	if (msp->ms_pid > 0)
		n = snprintf(buf, len, "/proc/%d/map_files/%llx-%llx",
		    (int)msp->ms_pid, (unsigned long long)dmp->dm_start,
		    (unsigned long long)dmp->dm_end);
	else
		n = snprintf(buf, len, "/proc/self/map_files/%llx-%llx",
		    (unsigned long long)dmp->dm_start,
		    (unsigned long long)dmp->dm_end);
	return n > 0 && (size_t)n < len ? 0 : -1;
}

/* ---- the handle's mappings, per pid ---- */

dt_maps_t *
dt_maps_get(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_maps_t *msp;

	for (msp = dtp->dt_maps; msp != NULL; msp = msp->ms_next)
		if (msp->ms_pid == pid)
			return msp;
	if ((msp = calloc(1, sizeof(dt_maps_t))) == NULL)
		return NULL;
	msp->ms_pid = pid;
	(void) dt_maps_read(msp, pid);
	msp->ms_next = dtp->dt_maps;
	dtp->dt_maps = msp;
	return msp;
}

dt_maps_t *
dt_maps_reload(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_maps_t *msp;

	for (msp = dtp->dt_maps; msp != NULL; msp = msp->ms_next)
		if (msp->ms_pid == pid)
			return dt_maps_read(msp, pid) == 0 ? msp : NULL;
	msp = dt_maps_get(dtp, pid);
	return msp != NULL && msp->ms_nmaps > 0 ? msp : NULL;
}

void
dt_maps_fini(dtrace_hdl_t *dtp)
{
	dt_maps_t *msp;

	while ((msp = dtp->dt_maps) != NULL) {
		dtp->dt_maps = msp->ms_next;
		dt_maps_clear(msp);
		free(msp);
	}
}
