/*
 * dt_cg_strtmp.c: the string temporaries of the code generator: buffers of
 * strsize + 1 bytes (rounded up to 8) in the DT_MR_STRTMP region of scratch
 * memory, where code that makes a string value puts it: the string
 * subroutines (dt_cg_str.c), stringof (dt_cg_ptr.c), execname
 * (dt_cg_bvar.c), copyinstr (dt_cg_subr.c), d_path, cwd and rootdir
 * (dt_cg_path.c), inet_ntoa and its kin (dt_cg_net.c, as a work area) and
 * d_execargs (dt_cg_proc.c).
 *
 * A temporary is an index, a bit of cg->strtmps while in use, and an offset
 * (dt_cg_strtmp_off()).  dt_cg_strtmp() hands out the lowest free one and
 * records in the statement how many its clause needs (st_nstrtmp: the
 * region's size).  A value lives until the end of the statement that
 * computed it: dt_cg_strtmp_reset() frees them all between statements,
 * and dt_cg_strtmp_free() one earlier where the code knows it is dead (a
 * subroutine's private copies).
 */
#include "dt_impl.h"
#include "dt_cg.h"

/* The lowest free temporary; the clause needs at least that many. */
uint32_t
dt_cg_strtmp(dt_cg_t *cg)
{
	uint32_t n;

	for (n = 0; n < DT_STRTMP_MAX; n++)
		if (!(cg->strtmps & (1ULL << n)))
			break;
	if (n == DT_STRTMP_MAX)
		xyerror(D_NOREG, "expression is too complex: out of string "
		    "temporaries");
	cg->strtmps |= 1ULL << n;
	if (n + 1 > cg->stp->st_nstrtmp)
		cg->stp->st_nstrtmp = n + 1;
	return n;
}

int32_t
dt_cg_strtmp_off(dt_cg_t *cg, uint32_t n)
{
	uint32_t slot = ((uint32_t)dt_strbytes(cg->dtp) + 8) & ~7u;

	return (int32_t)(n * slot);
}

void
dt_cg_strtmp_free(dt_cg_t *cg, uint32_t n)
{
	cg->strtmps &= ~(1ULL << n);
}

/* A new statement: no string value of the previous one is live. */
void
dt_cg_strtmp_reset(dt_cg_t *cg)
{
	cg->strtmps = 0;
}
