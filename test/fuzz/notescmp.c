/*
 * notescmp.c: does a seed made by mkseed parse as its object does?
 *
 *	notescmp OBJECT SEED
 *
 * OBJECT is parsed as dtrace parses an object it finds mapped in a process
 * (dt_stapsdt_file_get(), through a handle that loads nothing), SEED as the
 * fuzzer parses its input (dt_stapsdt_file_parse_mem()).  Every field of every
 * site must be equal: provider, name, function, addresses and file offsets
 * of the site and its semaphore, the argument string and each decoded
 * argument (kind, size, sign, registers, displacement, error).  Prints
 * "NAME: N sites, M arguments: identical" and exits 0, or prints the first
 * difference and exits 1.
 */
#include <err.h>
#include <inttypes.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <dtrace.h>
#include "dt_stapsdt_notes.h"

static const char *
str(const char *s)
{
	return s != NULL ? s : "(null)";
}

#define DIFF_STR(what, a, b)						\
	if (strcmp(str(a), str(b)) != 0) {				\
		printf("%s: %s \"%s\" in the object, \"%s\" in the seed\n", \
		    where, what, str(a), str(b));			\
		return 1;						\
	}
#define DIFF_NUM(what, a, b)						\
	if ((int64_t)(a) != (int64_t)(b)) {				\
		printf("%s: %s %" PRId64 " in the object, %" PRId64	\
		    " in the seed\n", where, what, (int64_t)(a), (int64_t)(b)); \
		return 1;						\
	}

static int
arg_differs(const char *where, const dt_stapsdt_arg_t *a, const dt_stapsdt_arg_t *b)
{
	DIFF_STR("spec", a->da_spec, b->da_spec);
	DIFF_NUM("kind", a->da_kind, b->da_kind);
	DIFF_NUM("size", a->da_size, b->da_size);
	DIFF_NUM("signed", a->da_signed, b->da_signed);
	DIFF_NUM("base", a->da_base, b->da_base);
	DIFF_NUM("index", a->da_index, b->da_index);
	DIFF_NUM("scale", a->da_scale, b->da_scale);
	DIFF_NUM("register size", a->da_regsize, b->da_regsize);
	DIFF_NUM("register shift", a->da_regshift, b->da_regshift);
	DIFF_NUM("displacement", a->da_disp, b->da_disp);
	DIFF_STR("error", a->da_err, b->da_err);
	return 0;
}

static int
site_differs(int i, const dt_stapsdt_site_t *a, const dt_stapsdt_site_t *b)
{
	char where[256];
	int j;

	snprintf(where, sizeof(where), "site %d (%s:%s)", i,
	    str(a->ds_provider), str(a->ds_name));
	DIFF_STR("provider", a->ds_provider, b->ds_provider);
	DIFF_STR("name", a->ds_name, b->ds_name);
	DIFF_STR("function", a->ds_func, b->ds_func);
	DIFF_NUM("address", a->ds_vaddr, b->ds_vaddr);
	DIFF_NUM("offset", a->ds_offset, b->ds_offset);
	DIFF_NUM("semaphore address", a->ds_sem_vaddr, b->ds_sem_vaddr);
	DIFF_NUM("semaphore offset", a->ds_sem_offset, b->ds_sem_offset);
	DIFF_STR("arguments", a->ds_argstr, b->ds_argstr);
	DIFF_NUM("argument count", a->ds_nargs, b->ds_nargs);
	for (j = 0; j < a->ds_nargs; j++) {
		snprintf(where, sizeof(where), "site %d (%s:%s) argument %d",
		    i, str(a->ds_provider), str(a->ds_name), j);
		if (arg_differs(where, &a->ds_args[j], &b->ds_args[j]))
			return 1;
	}
	return 0;
}

static int
file_differs(const dt_stapsdt_file_t *a, const dt_stapsdt_file_t *b, int *nargs)
{
	const char *where = "file";
	int i;

	DIFF_NUM("type", a->df_type, b->df_type);
	DIFF_NUM("TLS size", a->df_tls_size, b->df_tls_size);
	DIFF_NUM("site count", a->df_nsites, b->df_nsites);
	for (i = 0; i < a->df_nsites; i++) {
		if (site_differs(i, &a->df_sites[i], &b->df_sites[i]))
			return 1;
		*nargs += a->df_sites[i].ds_nargs;
	}
	return 0;
}

/* The whole of path in a new buffer, its length in *lenp. */
static void *
slurp(const char *path, size_t *lenp)
{
	FILE *fp = fopen(path, "r");
	struct stat st;
	void *buf;

	if (fp == NULL || fstat(fileno(fp), &st) != 0)
		err(1, "cannot open %s", path);
	if ((buf = malloc(st.st_size ? st.st_size : 1)) == NULL)
		err(1, "out of memory");
	if (fread(buf, 1, st.st_size, fp) != (size_t)st.st_size)
		err(1, "cannot read %s", path);
	fclose(fp);
	*lenp = st.st_size;
	return buf;
}

int
main(int argc, char *argv[])
{
	dt_stapsdt_file_t *obj, *seed, *cache = NULL;
	dtrace_hdl_t *dtp;
	struct stat st;
	size_t len;
	void *buf;
	int e, rc, nargs = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: notescmp OBJECT SEED\n");
		return 2;
	}
	if ((dtp = dtrace_open(DTRACE_VERSION, DTRACE_O_NOSYS, &e)) == NULL)
		errx(1, "cannot open a dtrace handle: %s", dtrace_errmsg(NULL, e));
	if (stat(argv[1], &st) != 0)
		err(1, "%s", argv[1]);
	if ((obj = dt_stapsdt_file_get(&cache, argv[1], st.st_dev, st.st_ino)) == NULL)
		errx(1, "%s: not an ELF object", argv[1]);
	buf = slurp(argv[2], &len);
	if ((seed = dt_stapsdt_file_parse_mem(buf, len)) == NULL)
		errx(1, "%s: not an ELF object", argv[2]);
	if ((rc = file_differs(obj, seed, &nargs)) == 0)
		printf("%s: %d sites, %d arguments: identical\n",
		    basename(argv[1]), obj->df_nsites, nargs);
	dt_stapsdt_file_free(seed);
	dt_stapsdt_cache_fini(&cache);
	free(buf);
	dtrace_close(dtp);
	return rc;
}
