/*
 * dt_kallsyms.c: a kernel symbol's address by name (see dt_kallsyms.h).
 *
 * Lines of /proc/kallsyms are "ffffffff81000000 T _stext" for the kernel
 * and "ffffffffc0000000 t fn\t[module]" for a module's symbols.  Root
 * reads real addresses; others read zeros, which count as no symbol.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_kallsyms.h"

/* Does the line's module (after the name, "\t[mod]" or none) match mod? */
static int
dt_kallsyms_inmod(const char *rest, const char *mod)
{
	size_t n;

	if (mod == NULL)
		return 1;
	if (*rest != '\t')
		return strcmp(mod, "vmlinux") == 0;
	rest += 1 + (rest[1] == '[');
	n = strcspn(rest, "]\n");
	return strlen(mod) == n && strncmp(rest, mod, n) == 0;
}

int
dt_kallsyms_lookup(const char *mod, const char *name, uint64_t *addrp,
    char *typep)
{
	FILE *fp = fopen("/proc/kallsyms", "r");
	size_t len = strlen(name), cap = 0;
	char *line = NULL, *p;
	int found = -1;

	if (fp == NULL)
		return -1;
	while (found != 0 && getline(&line, &cap, fp) > 0) {
		uint64_t addr = strtoull(line, &p, 16);

		if (p[0] != ' ' || p[1] == '\0' || p[2] != ' ' ||
		    strncmp(p + 3, name, len) != 0 ||
		    (p[3 + len] != '\n' && p[3 + len] != '\t') ||
		    !dt_kallsyms_inmod(p + 3 + len, mod) || addr == 0)
			continue;
		*addrp = addr;
		*typep = p[1];
		found = 0;
	}
	free(line);
	fclose(fp);
	return found;
}

/*
 * The addresses of the kernel's functions whose names start with prefix
 * (bpf_trace_run: bpf_trace_run1 ... bpf_trace_run12, laid out together):
 * [*lop, *hip), from the lowest of them to the first symbol after the
 * highest.  0 on success, -1 if there is none.
 */
int
dt_kallsyms_range(const char *prefix, uint64_t *lop, uint64_t *hip)
{
	FILE *fp = fopen("/proc/kallsyms", "r");
	size_t len = strlen(prefix), cap = 0;
	uint64_t lo = UINT64_MAX, top = 0, hi = UINT64_MAX;
	char *line = NULL, *p;

	if (fp == NULL)
		return -1;
	while (getline(&line, &cap, fp) > 0) {
		uint64_t addr = strtoull(line, &p, 16);

		if (p[0] != ' ' || p[1] == '\0' || p[2] != ' ' || addr == 0)
			continue;
		if (strncmp(p + 3, prefix, len) == 0 &&
		    (p[1] == 'T' || p[1] == 't')) {
			if (addr < lo)
				lo = addr;
			if (addr > top)
				top = addr;
		}
	}
	if (top != 0) {		/* the first symbol above the highest */
		rewind(fp);
		while (getline(&line, &cap, fp) > 0) {
			uint64_t addr = strtoull(line, &p, 16);

			if (addr > top && addr < hi)
				hi = addr;
		}
	}
	free(line);
	fclose(fp);
	if (top == 0 || hi == UINT64_MAX)
		return -1;
	*lop = lo;
	*hip = hi;
	return 0;
}
