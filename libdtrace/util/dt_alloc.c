/*
 * dt_alloc.c: memory for any part of libdtrace outside a compile.
 *
 * Each helper allocates with the C library and, on failure, sets the
 * handle's error to EDT_NOMEM (dt_error.c) and returns NULL, so that the
 * caller can return -1 at once.  A zero-byte request allocates one byte, so
 * NULL always means failure.  Inside a compile, where an error longjmps
 * instead, dt_xalloc() and dt_xstrdup() (dt_pcb.c) serve.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"

void *
dt_alloc(dtrace_hdl_t *dtp, size_t size)
{
	void *p = malloc(size ? size : 1);

	if (p == NULL)
		dt_set_errno(dtp, EDT_NOMEM);
	return p;
}

void *
dt_zalloc(dtrace_hdl_t *dtp, size_t size)
{
	void *p = calloc(1, size ? size : 1);

	if (p == NULL)
		dt_set_errno(dtp, EDT_NOMEM);
	return p;
}

void
dt_free(dtrace_hdl_t *dtp, void *p)
{
	free(p);
}
