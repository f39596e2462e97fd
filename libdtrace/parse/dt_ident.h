/*
 * dt_ident.h: identifiers of the D language.
 *
 * Every name a D program can use is a dt_ident_t in one of the handle's
 * identifier hashes: the built-in variables (pid, execname, arg0, ...), the
 * functions and actions (printf, count, copyinstr ...), aggregations (@a),
 * user globals, thread-locals (self->x), clause-locals (this->x) and inlines.
 * The cook pass resolves names through these tables; the code generator reads
 * di_kind, di_id and the type to know what code to emit.
 */
#ifndef _DT_IDENT_H
#define _DT_IDENT_H

#include <stdint.h>
#include <ctf-api.h>
#include "dt_func.h"
#include "dt_parser.h"

typedef enum dt_idkind {
	DT_IDENT_SCALAR,	/* scalar variable (builtin or user) */
	DT_IDENT_ARRAY,		/* associative array */
	DT_IDENT_FUNC,		/* subroutine returning a value: copyinstr ... */
	DT_IDENT_ACTFUNC,	/* action: printf, trace, exit ... */
	DT_IDENT_AGGFUNC,	/* aggregating function: count, sum ... */
	DT_IDENT_AGG,		/* aggregation: @name */
	DT_IDENT_INLINE,	/* inline: di_inline is the value */
	DT_IDENT_XLATOR,
	DT_IDENT_PRAGMA,
	DT_IDENT_ENUM		/* enumerator: di_value */
} dt_idkind_t;

/* di_flags */
#define DT_IDFLG_BUILTIN 0x0001	/* built-in (not user-declared) */
#define DT_IDFLG_TLS	0x0002	/* thread-local (self->) */
#define DT_IDFLG_LOCAL	0x0004	/* clause-local (this->) */
#define DT_IDFLG_WRITE	0x0008	/* written somewhere */
#define DT_IDFLG_REF	0x0010	/* referenced somewhere */
#define DT_IDFLG_DECL	0x0020	/* explicitly declared */
#define DT_IDFLG_DIFR	0x0040	/* built-in read-only variable */
#define DT_IDFLG_USER	0x0080	/* user-space related */
#define DT_IDFLG_ALLOCA	0x0100	/* assigned pointers into alloca() memory */
#define DT_IDFLG_NONALLOCA 0x0200 /* assigned other pointers */
#define DT_IDFLG_HIDDEN	0x0400	/* built-in of a later D version */

/* Identifiers of built-in variables: what cg emits code for. */
typedef enum dt_bvar {
	DT_BV_NONE = 0,
	DT_BV_ARG0, DT_BV_ARG1, DT_BV_ARG2, DT_BV_ARG3, DT_BV_ARG4,
	DT_BV_ARG5, DT_BV_ARG6, DT_BV_ARG7, DT_BV_ARG8, DT_BV_ARG9,
	DT_BV_ARGS, DT_BV_PID, DT_BV_TID, DT_BV_PPID, DT_BV_UID, DT_BV_GID,
	DT_BV_EXECNAME, DT_BV_CPU, DT_BV_TIMESTAMP, DT_BV_VTIMESTAMP,
	DT_BV_WALLTIMESTAMP, DT_BV_PROBEPROV, DT_BV_PROBEMOD, DT_BV_PROBEFUNC,
	DT_BV_PROBENAME, DT_BV_EPID, DT_BV_ID, DT_BV_ERRNO, DT_BV_CURTHREAD,
	DT_BV_UREGS, DT_BV_CALLER, DT_BV_UCALLER, DT_BV_STACKDEPTH,
	DT_BV_USTACKDEPTH, DT_BV_IPL, DT_BV_CURCPU, DT_BV_ROOTDIR, DT_BV_CWD
} dt_bvar_t;

typedef struct dt_ident {
	char *di_name;
	dt_idkind_t di_kind;
	int di_flags;
	int di_id;		/* dt_bvar_t / dt_func_t for builtins; variable or
				   aggregation id for user identifiers */
	ctf_dict_t *di_ctfp;	/* type of the value (scalar, array element,
				   function result) */
	ctf_id_t di_type;
	const char *di_proto;	/* built-in function prototype, for messages */
	int di_minargs, di_maxargs; /* built-in functions: argument counts */
	dt_node_t *di_keys;	/* associative array / aggregation key types */
	dt_node_t *di_inline;	/* inline: cooked value expression */
	int64_t di_value;	/* enumerator value */
	void *di_data;		/* owner's data: dt_aggdesc_t for DT_IDENT_AGG,
				   dt_vardesc for variables */
	struct dt_ident *di_next; /* hash chain */
} dt_ident_t;

typedef struct dt_idhash {
	const char *dh_name;	/* "globals", "tls", "aggs", "locals" */
	dt_ident_t **dh_hash;
	unsigned int dh_hashsz;
	unsigned int dh_nelems;
	int dh_nextid;		/* next user id to hand out */
} dt_idhash_t;

extern dt_idhash_t *dt_idhash_create(const char *name, unsigned int size);
extern void dt_idhash_destroy(dt_idhash_t *dhp);
extern dt_ident_t *dt_idhash_lookup(dt_idhash_t *dhp, const char *name);
/* Unlink idp from dhp and free it (not its di_data). */
extern void dt_idhash_remove(dt_idhash_t *dhp, dt_ident_t *idp);
/* Insert a new identifier (name is copied); di_id is assigned if id < 0. */
extern dt_ident_t *dt_idhash_insert(dt_idhash_t *dhp, const char *name,
    dt_idkind_t kind, int flags, int id);
extern void dt_idhash_iter(dt_idhash_t *dhp, void (*fn)(dt_ident_t *, void *), void *arg);

/* DTrace's name of an identifier's kind, for messages ("scalar" ...). */
extern const char *dt_idkind_name(dt_idkind_t kind);

/* Populate the built-in variables and functions of a handle (dt_ident.c). */
extern int dt_ident_builtins(dtrace_hdl_t *dtp);
/* The built-in constants (R_*, SIG*) and uregs[] (dt_consts.c). */
extern int dt_consts_idents(dtrace_hdl_t *dtp);

/* #pragma D option version=V: hide the built-ins D gained after V. */
extern void dt_ident_reduce(dtrace_hdl_t *dtp, uint32_t version);

#endif /* _DT_IDENT_H */
