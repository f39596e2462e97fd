/*
 * dt_cook_ksym.c: identifiers the kernel defines.
 *
 * A backquoted name is a kernel symbol: `jiffies, vmlinux`init_task (a
 * module's name before the backquote restricts the search to it).  Its
 * address comes from /proc/kallsyms (dt_kallsyms.c), its type from BTF (a
 * VAR, or a FUNC's prototype: dt_btf.c; a module's symbol from that
 * module's BTF, read then).  A variable becomes the lvalue
 * *(T *)address, so `x reads the variable (bpf_probe_read_kernel, as every
 * load through a kernel pointer) and &`x is its address; a function, as in
 * C, is its address, a constant pointer to its function type.  As in
 * DTrace, a symbol that does not exist is D_IDENT_UNDEF ("Unknown symbol
 * name") and one without a type D_SYM_NOTYPES.  Per-CPU variables (BTF's
 * .data..percpu) have no single address and are refused.
 *
 * A bare name that nothing in D defines may be an enumerator of a kernel
 * enum (PIDTYPE_PID): it becomes that integer constant of that enum type.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_btf.h"
#include "dt_kallsyms.h"
#include "dt_cook_ksym.h"

static dt_node_t *
dt_cook_ksym_enum(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_btf_t *db)
{
	ctf_id_t type;
	int64_t v;

	if (dt_btf_enumerator(db, dnp->dn_string, &type, &v) != 0)
		return NULL;
	return dt_cook_make_const(dtp, dnp, (uint64_t)v, db->db_ctf, type);
}

/* mod`name: the module ("" for `name) and the name. */
static const char *
dt_cook_ksym_split(const char *s, char *mod, size_t len)
{
	const char *bq = strchr(s, '`');
	size_t n = (size_t)(bq - s);

	if (n >= len)
		n = len - 1;
	memcpy(mod, s, n);
	mod[n] = '\0';
	return bq + 1;
}

static dt_node_t *
dt_cook_ksym_symbol(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_btf_t *db)
{
	char mod[64], kt;
	const char *name = dt_cook_ksym_split(dnp->dn_string, mod, sizeof(mod));
	uint64_t addr;
	ctf_id_t type, ptr;
	dt_node_t *a;
	int r;

	if (dt_kallsyms_lookup(mod[0] != '\0' ? mod : NULL, name, &addr, &kt) != 0)
		dnerror(dnp, D_IDENT_UNDEF, "failed to resolve %s: Unknown symbol "
		    "name", dnp->dn_string);
	if (mod[0] != '\0')		/* a module's symbol: its BTF */
		db = dt_btf_module(dtp, mod);
	r = db == NULL ? -1 : dt_btf_symbol(db, name, &type);
	if (r == -2)
		dnerror(dnp, D_SYM_BADREF, "%s is a per-CPU variable: it has no "
		    "single address", dnp->dn_string);
	if (r != 0)
		dnerror(dnp, D_SYM_NOTYPES, "no symbolic type information is "
		    "available for %s`%s: No type information available for "
		    "symbol", mod[0] != '\0' ? mod : "vmlinux", name);
	ptr = dt_type_pointer(dtp, db->db_ctf, type);
	if (ctf_type_kind(db->db_ctf, type) == CTF_K_FUNCTION)
		return dt_cook_make_const(dtp, dnp, addr, db->db_ctf, ptr);
	a = dt_node_int(addr);
	a->dn_line = dnp->dn_line;
	dt_node_type_assign(a, db->db_ctf, ptr);
	dnp->dn_kind = DT_NODE_OP1;
	dnp->dn_op = DT_OP_DEREF;
	dnp->dn_child = a;
	return dt_cook_expr(dtp, dnp);
}

dt_node_t *
dt_cook_ksym(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_btf_t *db = dt_btf_get(dtp);

	if (strchr(dnp->dn_string, '`') != NULL)
		return dt_cook_ksym_symbol(dtp, dnp, db);
	return db != NULL ? dt_cook_ksym_enum(dtp, dnp, db) : NULL;
}
