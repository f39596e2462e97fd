/*
 * dt_glob.h: DTrace's glob matching (dt_glob.c).
 */
#ifndef _DT_GLOB_H
#define _DT_GLOB_H

/* Does s match the glob pattern?  An empty or NULL pattern matches all. */
extern int dt_gmatch(const char *s, const char *pattern);

#endif /* _DT_GLOB_H */
