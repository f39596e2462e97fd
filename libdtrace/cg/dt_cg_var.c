/*
 * dt_cg_var.c: code for user variables: loads, stores and assignments.
 *
 * Where values live (dt_cook_var.c creates the variables):
 *
 *	global x	the global variable map's one value, at dv_offset: its
 *			address is a constant (a direct map-value load), so a
 *			global costs one load or store
 *	this->x		the locals region of scratch memory, at dv_offset;
 *			zeroed by every program's prologue, so a clause-local
 *			reads 0 until it is assigned in this firing
 *	self->x, a[k]	the dynamic variable map (a hash): the key is built in
 *	self->a[k]	the DT_MR_DVARKEY region of scratch memory (struct
 *			dt_dvar_khdr with the variable id and, for self->, the
 *			thread id, then the key tuple: scalars as 8 bytes,
 *			strings as strsize bytes, structs and unions as their
 *			bytes), zero-padded to the map's key size because the
 *			map hashes every byte
 *
 * Scalars are stored as 8 bytes, already sign- or zero-extended.  Strings
 * (strsize bytes), structs, unions and arrays are stored by value but
 * handled by reference: a load gives their address, a store copies the
 * bytes (bpf_probe_read_kernel_str for strings, bpf_probe_read_kernel for
 * the others: every source is kernel memory, a map value or scratch).
 *
 * A dynamic variable exists once a non-zero value is stored; storing 0 to
 * a scalar, or the constant 0 to one of any type, deletes it, as in DTrace, and reading one that does not exist
 * gives 0 (or "", or zeroed bytes).  When the map is full a store is
 * dropped and counted (DT_GVAR_DYNDROPS); the consumer reports the drops
 * as DTrace does.
 *
 * Key expressions are evaluated before the key region is touched (each is
 * spilled to a stack slot), so a key may itself read dynamic variables;
 * likewise the value of an assignment is evaluated before its key.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"
#include "dt_cg.h"

static dt_vardesc_t *
dt_cg_vardesc(const dt_node_t *dnp)
{
	return dnp->dn_ident->di_data;
}

static int
dt_cg_var_dynamic(const dt_vardesc_t *vd)
{
	return vd->dv_class == DT_VAR_TLS || vd->dv_class == DT_VAR_ARRAY;
}

/* reg = address of a global's or a clause-local's storage. */
static void
dt_cg_var_static_addr(dt_cg_t *cg, const dt_vardesc_t *vd, int reg)
{
	if (vd->dv_class == DT_VAR_GLOBAL)
		dt_irlist_ldmapval(cg->dlp, reg, DT_MAP_GVARS, vd->dv_offset);
	else
		dt_cg_memptr(cg, reg, DT_MR_LOCALS, (int32_t)vd->dv_offset);
}

/* ---- dynamic variables ---- */

/*
 * Evaluate the keys of an associative array reference into stack slots
 * (slots[i]); returns how many.  dt_cg_dvar_key() frees them.
 */
static uint32_t
dt_cg_dvar_keys_eval(dt_cg_t *cg, dt_node_t *dnp, int *slots)
{
	dt_node_t *k;
	uint32_t n = 0;

	for (k = dnp->dn_args; k != NULL; k = k->dn_list) {
		int r = dt_cg_expr(cg, k);

		slots[n] = dt_cg_slot_alloc(cg, k);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, r, slots[n]));
		dt_cg_reg_free(cg, r);
		n++;
	}
	return n;
}

/* Build the key of dnp's variable in the key region from the slots. */
static void
dt_cg_dvar_key(dt_cg_t *cg, const dt_node_t *dnp, const int *slots, uint32_t n)
{
	const dt_vardesc_t *vd = dt_cg_vardesc(dnp);
	int64_t strsize = dt_strbytes(cg->dtp);
	const dt_node_t *k = dnp->dn_args;
	uint32_t i;

	dt_irlist_reloc(cg->dlp, BPF_NOP(), DT_RL_ZERO, DT_MR_DVARKEY);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_DVARKEY, 0);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1, 0, (int32_t)vd->dv_id));
	if (vd->dv_class == DT_VAR_TLS || vd->dv_tls) {
		dt_cg_call(cg, BPF_FUNC_get_current_pid_tgid);
		dt_cg_emit(cg, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
		dt_cg_memptr(cg, BPF_REG_1, DT_MR_DVARKEY, 0);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 8));
	}
	for (i = 0; i < n; i++, k = k->dn_list) {
		const dt_recdesc_t *rd = &vd->dv_keys[i];
		int32_t off = (int32_t)(sizeof(struct dt_dvar_khdr) + rd->dtrd_offset);

		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, slots[i]));
		dt_cg_memptr(cg, BPF_REG_1, DT_MR_DVARKEY, off);
		if (rd->dtrd_flags & DT_RF_STRING) {
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)strsize));
			dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
		} else if (rd->dtrd_flags & DT_RF_BYTES) {	/* struct, union */
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)rd->dtrd_size));
			dt_cg_call(cg, (k->dn_flags & DT_NF_USERLAND) ?
			    BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel);
		} else {
			dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_3, 0));
		}
	}
	for (i = 0; i < n; i++)
		dt_cg_slot_free(cg);
}

/* Evaluate the keys and build the key of a dynamic variable reference. */
static void
dt_cg_dvar_key_of(dt_cg_t *cg, dt_node_t *dnp)
{
	int slots[DT_VAR_MAXKEYS];
	uint32_t n = dt_cg_dvar_keys_eval(cg, dnp, slots);

	dt_cg_dvar_key(cg, dnp, slots, n);
}

/* r1 = the dynamic variable map, r2 = the key built in scratch memory. */
static void
dt_cg_dvar_args(dt_cg_t *cg)
{
	dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_DVARS);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_DVARKEY, 0);
}

/* r0 = bpf_map_lookup_elem(dvars, key) */
static void
dt_cg_dvar_lookup1(dt_cg_t *cg)
{
	dt_cg_dvar_args(cg);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
}

/*
 * r0 = the address of the value whose key is built, or a jump to `none`
 * if there is none.  With create, a missing value is first created zeroed
 * (from the zero value after the key); `none` is then taken only if the
 * map is full, and the drop is counted; with none == 0, r0 is then the
 * sink, scratch bytes after the zero value where a dropped store goes.
 */
static void
dt_cg_dvar_lookup(dt_cg_t *cg, int create, uint32_t none)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t found = dt_irlist_label(dlp);

	dt_cg_dvar_lookup1(cg);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), found);
	if (!create) {
		dt_irlist_jump(dlp, BPF_JA_INSN(0), none);
		dt_irlist_place(dlp, found);
		return;
	}
	dt_cg_dvar_args(cg);
	dt_cg_memptr(cg, BPF_REG_3, DT_MR_DVARKEY, 0);
	dt_irlist_reloc(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 0), DT_RL_DVAR_KEYSZ, 0);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	dt_cg_call(cg, BPF_FUNC_map_update_elem);
	dt_cg_dvar_lookup1(cg);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), found);
	dt_cg_gvar_ptr(cg, BPF_REG_1);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 1));
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_1, BPF_REG_2, DT_GVAR_DYNDROPS));
	if (none != 0) {
		dt_irlist_jump(dlp, BPF_JA_INSN(0), none);
	} else {
		dt_cg_memptr(cg, BPF_REG_0, DT_MR_DVARKEY, 0);
		dt_irlist_reloc(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, 0),
		    DT_RL_DVAR_KEYSZ, 0);
		dt_irlist_reloc(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, 0),
		    DT_RL_DVAR_VALSZ, 0);
	}
	dt_irlist_place(dlp, found);
}

/* Delete the value whose key is built. */
static void
dt_cg_dvar_delete(dt_cg_t *cg)
{
	dt_cg_dvar_args(cg);
	dt_cg_call(cg, BPF_FUNC_map_delete_elem);
}

/*
 * reg = the address of zeroed bytes standing for a missing value; for a
 * string, NULL, as in DTrace: a string thread-local or array element never
 * set (or deleted) faults where it is read (recorded, given to a string
 * subroutine) with "invalid address (0x0)".
 */
static void
dt_cg_dvar_zero(dt_cg_t *cg, const dt_node_t *dnp, int reg)
{
	if (dt_cg_is_string(cg, dnp)) {
		dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
		return;
	}
	dt_cg_memptr(cg, reg, DT_MR_DVARKEY, 0);
	dt_irlist_reloc(cg->dlp, BPF_ALU64_IMM(BPF_ADD, reg, 0), DT_RL_DVAR_KEYSZ, 0);
}

/* ---- addresses and loads ---- */

/*
 * The address of a user variable's storage in a new register.  A missing
 * dynamic variable reads as zeroed bytes, or is created (create).
 */
int
dt_cg_var_addr(dt_cg_t *cg, dt_node_t *dnp, int create)
{
	const dt_vardesc_t *vd = dt_cg_vardesc(dnp);
	uint32_t none, done;
	int reg;

	if (!dt_cg_var_dynamic(vd)) {
		reg = dt_cg_reg_alloc(cg, dnp);
		dt_cg_var_static_addr(cg, vd, reg);
		return reg;
	}
	dt_cg_dvar_key_of(cg, dnp);
	reg = dt_cg_reg_alloc(cg, dnp);
	if (create) {
		dt_cg_dvar_lookup(cg, 1, 0);
		dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
		return reg;
	}
	none = dt_irlist_label(cg->dlp);
	done = dt_irlist_label(cg->dlp);
	dt_cg_dvar_lookup(cg, 0, none);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, none);
	dt_cg_dvar_zero(cg, dnp, reg);
	dt_irlist_place(cg->dlp, done);
	return reg;
}

/*
 * The value of a user variable in a new register: the value of a scalar,
 * the address of anything handled by reference.  A missing dynamic scalar
 * reads 0 from the zeroed value its address then is.
 */
int
dt_cg_var_load(dt_cg_t *cg, dt_node_t *dnp)
{
	int reg = dt_cg_var_addr(cg, dnp, 0);

	if (!(dnp->dn_flags & DT_NF_REF))
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, reg, 0));
	return reg;
}

/* ---- stores ---- */

/*
 * Copy the value at src (by reference) into lhs's storage at dst: a string
 * NUL-terminated within the storage's size, anything else byte for byte.
 */
void
dt_cg_copy_ref(dt_cg_t *cg, const dt_node_t *lhs, int dst, int src)
{
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, dst));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)dt_cg_size(cg, lhs)));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, src));
	dt_cg_call(cg, dt_cg_is_string(cg, lhs) ? BPF_FUNC_probe_read_kernel_str :
	    BPF_FUNC_probe_read_kernel);
}

/*
 * The new value of op= or ++/-- on lhs: old becomes what is stored, v what
 * the expression yields (r0 is scratch).  A pointer steps by the size of
 * what it points to.
 */
void
dt_cg_update(dt_cg_t *cg, dt_node_t *dnp, const dt_node_t *lhs, int old, int v)
{
	dt_op_t op = dnp->dn_op;
	int unary = dnp->dn_kind == DT_NODE_OP1;
	int post = op == DT_OP_POSTINC || op == DT_OP_POSTDEC;
	int64_t step = 1;

	if (dt_type_is_pointer(lhs->dn_ctfp, lhs->dn_type))
		step = (int64_t)dt_cg_pointee_size(cg, lhs);
	if (!unary && step > 1 && (op == DT_OP_ADD_EQ || op == DT_OP_SUB_EQ))
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_MUL, v, (int32_t)step));
	if (unary) {
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, old));
		dt_cg_emit(cg, BPF_ALU64_IMM(dt_cg_alu_op(op), BPF_REG_0, (int32_t)step));
		dt_cg_normalize(cg, BPF_REG_0, lhs);
		/* v: what the expression yields; old: what is stored. */
		dt_cg_emit(cg, BPF_MOV64_REG(v, post ? old : BPF_REG_0));
		dt_cg_emit(cg, BPF_MOV64_REG(old, BPF_REG_0));
		return;
	}
	dt_cg_arith(cg, lhs, op, old, v);
	dt_cg_normalize(cg, old, lhs);	/* narrowed as it is stored */
	dt_cg_emit(cg, BPF_MOV64_REG(v, old));
}

/* Assignment to a global or clause-local; v holds the value (or address). */
static void
dt_cg_store_static(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *lhs, int v)
{
	const dt_vardesc_t *vd = dt_cg_vardesc(lhs);
	int p = dt_cg_reg_alloc(cg, dnp);

	dt_cg_var_static_addr(cg, vd, p);
	if (lhs->dn_flags & DT_NF_REF) {
		dt_cg_copy_ref(cg, lhs, p, v);
	} else if (dnp->dn_op == DT_OP_ASGN) {
		dt_cg_normalize(cg, v, lhs);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, p, v, 0));
	} else {
		int old = BPF_REG_5;

		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, old, p, 0));
		dt_cg_update(cg, dnp, lhs, old, v);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, p, old, 0));
	}
	dt_cg_reg_free(cg, p);
}

/*
 * Assignment to a thread-local or an associative array element.  A scalar
 * that becomes 0 is deleted; anything else is stored into the (created)
 * entry.
 */
static void
dt_cg_store_dynamic(dt_cg_t *cg, dt_node_t *dnp, dt_node_t *lhs, int v)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t done = dt_irlist_label(dlp), store = dt_irlist_label(dlp);
	int ref = (lhs->dn_flags & DT_NF_REF) != 0, p;

	dt_cg_dvar_key_of(cg, lhs);
	if (ref && dnp->dn_op == DT_OP_ASGN &&
	    dt_cook_is_delete(lhs, dnp->dn_right)) {
		dt_cg_dvar_delete(cg);
		return;
	}
	if (ref) {
		dt_cg_dvar_lookup(cg, 1, done);
		dt_cg_copy_ref(cg, lhs, BPF_REG_0, v);
		dt_irlist_place(dlp, done);
		return;
	}
	if (dnp->dn_op == DT_OP_ASGN) {
		dt_cg_normalize(cg, v, lhs);
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, v, 0, 0), store);
		dt_cg_dvar_delete(cg);
		dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
		dt_irlist_place(dlp, store);
		dt_cg_dvar_lookup(cg, 1, done);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_0, v, 0));
		dt_irlist_place(dlp, done);
		return;
	}
	/* op= and ++/--: read (creating), compute, store or delete. */
	p = dt_cg_reg_alloc(cg, dnp);
	dt_cg_dvar_lookup(cg, 1, done);
	dt_cg_emit(cg, BPF_MOV64_REG(p, BPF_REG_0));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_5, p, 0));
	dt_cg_update(cg, dnp, lhs, BPF_REG_5, v);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, p, BPF_REG_5, 0));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_5, 0, 0), done);
	dt_cg_dvar_delete(cg);
	dt_irlist_place(dlp, done);
	dt_cg_reg_free(cg, p);
}

/*
 * Assignment operators and ++/-- on a user variable.  The value of the
 * expression is left in the returned register.
 */
int
dt_cg_var_assign(dt_cg_t *cg, dt_node_t *dnp)
{
	int unary = dnp->dn_kind == DT_NODE_OP1;
	dt_node_t *lhs = unary ? dnp->dn_child : dnp->dn_left;
	int v;

	if (unary) {
		v = dt_cg_reg_alloc(cg, dnp);
		dt_cg_emit(cg, BPF_MOV64_IMM(v, 0));
	} else {
		v = dt_cg_expr(cg, dnp->dn_right);
	}
	if (dt_cg_var_dynamic(dt_cg_vardesc(lhs)))
		dt_cg_store_dynamic(cg, dnp, lhs, v);
	else
		dt_cg_store_static(cg, dnp, lhs, v);
	return v;
}
