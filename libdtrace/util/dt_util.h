/*
 * dt_util.h: small pure helpers that files of every layer share: a string
 * hash (FNV-1a: the string table, the probe and provider indexes) and the
 * monotonic clock in nanoseconds.
 */
#ifndef _DT_UTIL_H
#define _DT_UTIL_H

#include <stdint.h>
#include <time.h>

#define DT_FNV_INIT	2166136261u

/* Continue an FNV-1a hash h with the bytes of s. */
static inline uint32_t
dt_fnv_add(uint32_t h, const char *s)
{
	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static inline uint32_t
dt_strhash(const char *s)
{
	return dt_fnv_add(DT_FNV_INIT, s);
}

static inline uint64_t
dt_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

#endif /* _DT_UTIL_H */
