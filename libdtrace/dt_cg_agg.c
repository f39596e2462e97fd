/*
 * dt_cg_agg.c: code for aggregations: @name[keys] = func(args).
 *
 * All aggregations share one per-CPU hash map (dt_dctx.h has the key
 * layout, dt_aggregate.h the value layouts).  The clause builds the key in
 * the aggregation key region of scratch memory, looks it up (creating a
 * zeroed entry the first time) and updates the value in place with atomic
 * adds; user space merges the CPUs' values when it prints (dt_aggregate.c).
 */
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cg.h"

/* ---- aggregations ---- */

/*
 * Zero the whole aggregation key region: a map key of the map's full key
 * size (other aggregations' tuples may be longer than this one's, and the
 * map hashes every byte), then the zero value used to create entries.  Its
 * size is known only at link time, so dt_link.c expands the marker: into
 * stores of zero when the region is small, else a bpf_probe_read_kernel()
 * from address 0, which fails and, as documented, zeroes its destination.
 */
static void
dt_cg_aggkey_zero(dt_cg_t *cg)
{
	/* A marker: dt_link.c expands it once the region's size is known. */
	dt_irlist_reloc(cg->dlp, BPF_NOP(), DT_RL_AGG_ZERO, 0);
}

/* Build the key (aggregation id + tuple) in the aggregation key region. */
static void
dt_cg_aggkey(dt_cg_t *cg, dt_node_t *agg, dt_aggdesc_t *agp)
{
	int64_t strsize = dt_opt(cg->dtp, DTRACEOPT_STRSIZE);
	uint32_t i;
	dt_node_t *k;

	dt_cg_aggkey_zero(cg);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_AGGKEY, 0);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1, 0, agp->dtagd_id));
	for (i = 0, k = agg->dn_aggtup; k != NULL; k = k->dn_list, i++) {
		int32_t off = sizeof(struct dt_agg_khdr) + agp->dtagd_keys[i].dtrd_offset;
		int reg = dt_cg_expr(cg, k);

		dt_cg_memptr(cg, BPF_REG_1, DT_MR_AGGKEY, off);
		if (agp->dtagd_keys[i].dtrd_flags & DT_RF_STRING) {
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)strsize));
			dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
			dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
		} else {
			dt_cg_emit(cg, BPF_STX_MEM(dt_bpf_size(agp->dtagd_keys[i].dtrd_size),
			    BPF_REG_1, reg, 0));
		}
		dt_cg_reg_free(cg, reg);
	}
}

/*
 * Update the value at r0 with the argument in r1 (dt_aggregate.h has the
 * layouts): count and sum add; avg adds to count and sum; min and max keep
 * a count (so the first value is taken whatever it is) and the extreme.
 */
static void
dt_cg_aggupdate(dt_cg_t *cg, dt_func_t func, uint32_t done)
{
	uint32_t store = dt_irlist_label(cg->dlp);

	switch (func) {
	case DT_AGG_COUNT:
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_1, 1));
		/* fall through */
	case DT_AGG_SUM:
		dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, 0));
		return;
	case DT_AGG_AVG:
		dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, 8));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_1, 1));
		dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, 0));
		return;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 0));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_2, 0));
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 1, 0), store);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 8));
		dt_irlist_jump(cg->dlp, BPF_JMP_REG(func == DT_AGG_MIN ? BPF_JSGE :
		    BPF_JSLE, BPF_REG_1, BPF_REG_2, 0), done);
		dt_irlist_place(cg->dlp, store);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 8));
		return;
	default:
		return;
	}
}

/*
 * @a[keys] = count() / sum(x): look the key up in the aggregation map,
 * creating a zeroed entry the first time, and add atomically (the map is
 * per-CPU, but a preempted program could share this CPU's value).
 */
void
dt_cg_aggregation(dt_cg_t *cg, dt_node_t *asgn)
{
	dt_node_t *agg = asgn->dn_left, *fn = asgn->dn_right;
	dt_aggdesc_t *agp = agg->dn_ident->di_data;
	uint32_t found = dt_irlist_label(cg->dlp), done = dt_irlist_label(cg->dlp);
	int v, slot = 0;

	if (fn->dn_args != NULL) {
		v = dt_cg_expr(cg, fn->dn_args);
		slot = dt_cg_slot_alloc(cg, fn);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, v, slot));
		dt_cg_reg_free(cg, v);
	}
	dt_cg_aggkey(cg, agg, agp);
	dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_AGGS);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_AGGKEY, 0);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), found);
	dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_AGGS);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_AGGKEY, 0);
	dt_cg_memptr(cg, BPF_REG_3, DT_MR_AGGKEY, 0);
	dt_irlist_reloc(cg->dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 0), DT_RL_AGG_KEYSZ, 0);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	dt_cg_call(cg, BPF_FUNC_map_update_elem);
	dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_AGGS);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_AGGKEY, 0);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), found);
	/* The map is full: count the drop. */
	dt_cg_gvar_ptr(cg, BPF_REG_1);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 1));
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_1, BPF_REG_2, DT_GVAR_DROPS));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, found);
	if (fn->dn_args != NULL) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, slot));
		dt_cg_slot_free(cg);
	}
	dt_cg_aggupdate(cg, agp->dtagd_func, done);
	dt_irlist_place(cg->dlp, done);
}


/* printa(), clear(), trunc(), normalize(), denormalize(). */
void
dt_cg_aggact(dt_cg_t *cg, dt_node_t *fn)
{
	dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet", fn->dn_ident->di_name);
}
