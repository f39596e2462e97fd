/*
 * dt_cg_spec.c: code for speculative tracing: speculate(), commit() and
 * discard() (speculation() is a subroutine, dt_cg_subr.c).
 */
#include "dt_impl.h"
#include "dt_cg.h"

void
dt_cg_spec(dt_cg_t *cg, dt_node_t *fn)
{
	dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet", fn->dn_ident->di_name);
}
