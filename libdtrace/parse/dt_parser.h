/*
 * dt_parser.h: the D parse tree and the parser control block.
 *
 * The flex scanner (dt_lex.l) and the bison grammar (dt_grammar.y) turn D
 * source into a tree of dt_node_t.  The grammar builds nodes only through the
 * constructors below (dt_parser.c), so every node has a kind, the line it
 * came from and, once cooked (dt_cook.c), a D type.  Declarations (typedef,
 * struct/union/enum, variable declarations, inline) are processed as soon as
 * the grammar reduces them (dt_decl.c), because later text depends on them:
 * the scanner must know that a typedef'd name is a type name.
 *
 * Errors anywhere in the compiler go through dnerror()/xyerror(), which
 * record "line N: message" and the error tag in the handle and longjmp back
 * to the compile entry point (dt_compile() in dt_program.c).
 */
#ifndef _DT_PARSER_H
#define _DT_PARSER_H

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <ctf-api.h>
#include <dtrace.h>
#include "dt_errtags.h"

struct dt_ident;

typedef enum dt_nodekind {
	DT_NODE_FREE = 0,
	DT_NODE_INT,		/* integer constant: dn_value */
	DT_NODE_STRING,		/* string constant: dn_string (unescaped, NUL-terminated) */
	DT_NODE_IDENT,		/* identifier: dn_string; dn_ident once resolved */
	DT_NODE_VAR,		/* variable (after cooking an IDENT): dn_ident */
	DT_NODE_FUNC,		/* call: dn_string = name, dn_args = argument list */
	DT_NODE_OP1,		/* unary operator: dn_op, dn_child */
	DT_NODE_OP2,		/* binary operator: dn_op, dn_left, dn_right */
	DT_NODE_OP3,		/* ?: : dn_expr ? dn_left : dn_right */
	DT_NODE_DEXPR,		/* expression statement: dn_expr */
	DT_NODE_AGG,		/* @name or @name[keys]: dn_string ("" for @), dn_aggtup */
	DT_NODE_PDESC,		/* probe description: dn_string as written, dn_desc */
	DT_NODE_CLAUSE,		/* dn_pdescs (list), dn_pred (or NULL), dn_acts (list) */
	DT_NODE_INLINE,		/* inline declaration: dn_decl (dd_init holds the value) */
	DT_NODE_MEMBER,		/* translator member: dn_string = name, dn_expr */
	DT_NODE_XLATOR,		/* translator: dn_xlout, dn_xlin (TYPE nodes), dn_members;
				   dn_string = the input parameter name */
	DT_NODE_PROBE,		/* provider probe: dn_string, dn_args (TYPE nodes), dn_xargs */
	DT_NODE_PROVIDER,	/* provider definition: dn_string, dn_probes (list) */
	DT_NODE_PROG,		/* whole program: dn_list = top-level nodes in order */
	DT_NODE_TYPE,		/* type name (casts, sizeof, offsetof, xlate): dn_tname */
	DT_NODE_DECL,		/* declaration: dn_decl */
	DT_NODE_IF,		/* if (dn_expr) dn_left-list else dn_right-list */
	DT_NODE_ENUMERATOR,	/* enumerator: dn_string [= dn_expr] */
	DT_NODE_EMPTY		/* empty statement or a declaration with no code */
} dt_nodekind_t;

/* Operators.  The grammar maps tokens to these; cook and cg use only these. */
typedef enum dt_op {
	DT_OP_NONE = 0,
	/* binary: dn_left OP dn_right */
	DT_OP_COMMA, DT_OP_ASGN, DT_OP_ADD_EQ, DT_OP_SUB_EQ, DT_OP_MUL_EQ,
	DT_OP_DIV_EQ, DT_OP_MOD_EQ, DT_OP_AND_EQ, DT_OP_XOR_EQ, DT_OP_OR_EQ,
	DT_OP_LSH_EQ, DT_OP_RSH_EQ,
	DT_OP_LOR, DT_OP_LXOR, DT_OP_LAND, DT_OP_BOR, DT_OP_XOR, DT_OP_BAND,
	DT_OP_EQU, DT_OP_NEQ, DT_OP_LT, DT_OP_LE, DT_OP_GT, DT_OP_GE,
	DT_OP_LSH, DT_OP_RSH, DT_OP_ADD, DT_OP_SUB, DT_OP_MUL, DT_OP_DIV, DT_OP_MOD,
	DT_OP_INDEX,	/* dn_left[dn_right...]: dn_right is an argument list */
	DT_OP_DOT,	/* dn_left.member: dn_right is an IDENT */
	DT_OP_PTR,	/* dn_left->member: dn_right is an IDENT (also self->x, this->x) */
	DT_OP_CAST,	/* (dn_left TYPE) dn_right */
	DT_OP_XLATE,	/* xlate <dn_left TYPE> (dn_right) */
	DT_OP_OFFSETOF,	/* offsetof(dn_left TYPE, dn_right IDENT) */
	/* unary: OP dn_child */
	DT_OP_PREINC, DT_OP_PREDEC, DT_OP_POSTINC, DT_OP_POSTDEC,
	DT_OP_IPOS, DT_OP_INEG, DT_OP_DEREF, DT_OP_ADDROF, DT_OP_BNEG, DT_OP_LNEG,
	DT_OP_SIZEOF,	/* sizeof expr */
	DT_OP_SIZEOF_TYPE, /* sizeof(TYPE): dn_child is a TYPE node */
	DT_OP_STRINGOF,
	/* ternary */
	DT_OP_QUESTION
} dt_op_t;

/* A type name as written: base name plus pointer/array declarators. */
#define DT_TN_MAXDIMS	8
typedef struct dt_tname {
	char *tn_base;		/* "int", "unsigned long", "string", "uint64_t",
				   "struct foo", "union u", "enum e" */
	struct dt_node *tn_body; /* inline struct/union/enum body (DECL or
				   ENUMERATOR list), or NULL */
	int tn_ptr;		/* number of '*' */
	int tn_ndims;		/* number of [] declarators */
	int64_t tn_dims[DT_TN_MAXDIMS];	/* sizes; -1 for [] */
	int tn_const, tn_volatile;
} dt_tname_t;

/* Storage classes of a declaration. */
typedef enum dt_dclass {
	DT_DC_NONE = 0, DT_DC_TYPEDEF, DT_DC_SELF, DT_DC_THIS, DT_DC_EXTERN,
	DT_DC_STATIC, DT_DC_REGISTER, DT_DC_AUTO
} dt_dclass_t;

typedef struct dt_decl {
	dt_dclass_t dd_class;
	dt_tname_t dd_type;
	char *dd_name;		/* declarator name, NULL for a bare tag declaration */
	struct dt_node *dd_keys; /* `int a[int, string]`: list of TYPE nodes */
	struct dt_node *dd_init; /* inline value */
	int dd_bitfield;	/* bit-field width, -1 if none */
} dt_decl_t;

typedef struct dt_node {
	dt_nodekind_t dn_kind;
	dt_op_t dn_op;
	int dn_line;		/* source line */
	int dn_flags;		/* DT_NF_* */
	/* D type, set by the cook pass (dt_cook.c) */
	ctf_dict_t *dn_ctfp;
	ctf_id_t dn_type;
	uint64_t dn_value;	/* INT: value (two's complement); CLAUSE: the
				   line the parser had reached at its end */
	char *dn_string;	/* STRING/IDENT/FUNC/AGG/PDESC/MEMBER/PROBE/PROVIDER */
	struct dt_ident *dn_ident; /* resolved identifier (IDENT, VAR, FUNC, AGG) */
	union {
		struct { struct dt_node *dn_left, *dn_right, *dn_expr; };
		struct dt_node *dn_child;	/* OP1 */
		struct dt_node *dn_args;	/* FUNC, PROBE */
		struct dt_node *dn_aggtup;	/* AGG */
		struct { struct dt_node *dn_pdescs, *dn_pred, *dn_acts; };
		dt_tname_t *dn_tname;		/* TYPE */
		dt_decl_t *dn_decl;		/* DECL, INLINE */
		dtrace_probedesc_t *dn_desc;	/* PDESC */
		struct dt_node *dn_probes;	/* PROVIDER */
		struct { struct dt_node *dn_xlout, *dn_xlin, *dn_members; };
	};
	struct dt_node *dn_xargs;	/* PROBE: translated argument types */
	struct dt_node *dn_list;	/* next node in a list */
	struct dt_node *dn_ltail;	/* first node of a list built by
					   dt_node_link: its last node then (a
					   hint, walked on to the real end) */
	struct dt_node *dn_link;	/* every node allocated, for freeing */
	void *dn_cg;			/* code generator's per-node data */
} dt_node_t;

/* dn_flags */
#define DT_NF_SIGNED	0x01	/* type is a signed integer */
#define DT_NF_COOKED	0x02	/* node has been cooked */
#define DT_NF_REF	0x04	/* value is by reference (strings, structs, arrays) */
#define DT_NF_LVALUE	0x08	/* node is an l-value */
#define DT_NF_WRITABLE	0x10	/* l-value may be written */
#define DT_NF_USERLAND	0x20	/* pointer refers to user memory */
#define DT_NF_BITFIELD	0x40
/*
 * Integer constants (DT_NODE_INT) as written, for the cook pass to type them
 * by C's rules: DT_NF_INT_U, _L, _LL record a U, L or LL suffix;
 * DT_NF_INT_DEC a decimal (or character) constant, which C types as signed
 * unless it has a U suffix (hex and octal may also become unsigned).
 */
#define DT_NF_INT_U	0x100
#define DT_NF_INT_L	0x200
#define DT_NF_INT_LL	0x400
#define DT_NF_INT_DEC	0x800
#define DT_NF_ACTVAL	0x8000	/* an action used as a value: void (dt_cook_subr.c) */
#define DT_NF_DYNPARAM	0x10000	/* a parameter declared x[key]: a dynamic variable */

/*
 * The parser control block: the state of one compilation.  dt_compile()
 * sets it up, the scanner reads from pcb_string or pcb_fileptr, the grammar
 * leaves the program in pcb_root.
 */
typedef struct dt_pcb {
	dtrace_hdl_t *pcb_hdl;
	struct dt_pcb *pcb_prev;	/* enclosing compile (nested compiles) */
	FILE *pcb_fileptr;		/* input file (-s), or NULL */
	const char *pcb_string;		/* input string (-n, -P ...), or NULL */
	const char *pcb_strptr;		/* scanner's position in pcb_string */
	size_t pcb_strlen;
	const char *pcb_filetag;	/* "x.d" for messages, NULL for strings */
	dtrace_probespec_t pcb_pspec;	/* what a bare -n/-P/-m/-f names */
	unsigned int pcb_cflags;	/* DTRACE_C_* */
	int pcb_sargc;			/* macro arguments $0..$n */
	char *const *pcb_sargv;
	uint8_t *pcb_sflagv;		/* per-argument: referenced? */
	int pcb_yystate;		/* scanner start state the grammar requests */
	int pcb_braces, pcb_parens, pcb_brackets; /* nesting, for the scanner */
	int pcb_lineno;			/* current line */
	int pcb_tokline, pcb_tokcol;	/* where the last token starts (1-based) */
	int pcb_idepth;			/* #include depth (cpp's line markers) */
	dt_node_t *pcb_root;		/* parse result: a DT_NODE_PROG */
	dt_node_t *pcb_list;		/* every node allocated (dn_link chain) */
	jmp_buf pcb_jmpbuf;		/* error exit */
	struct dt_idhash *pcb_locals;	/* this-> variables of the current clause */
	void *pcb_yyscanner;		/* reentrant flex scanner */
	void *pcb_decl;			/* dt_decl.c's pending declaration state */
	struct dt_pcb_undo *pcb_undo;	/* identifiers this compile created */
	dt_node_t *pcb_clause;		/* the clause being cooked (args[]) */
	struct dt_pragma_pend *pcb_pragmas; /* attributes/binding pragmas
					   naming what is not yet declared */
	const char *pcb_region;		/* "action list", "predicate" or NULL:
					   where in a clause an error is, for
					   programs given as strings */
} dt_pcb_t;

/* An identifier a compile created, to be removed if the compile fails. */
struct dt_pcb_undo {
	struct dt_idhash *dhp;
	struct dt_ident *idp;
	struct dt_pcb_undo *next;
};

/* Scanner start states the grammar can request through pcb_yystate. */
#define YYS_CLAUSE	0	/* expecting probe descriptions (program top level) */
#define YYS_DEFINE	1	/* inside a clause body or declaration: C expressions */
#define YYS_EXPR	2	/* a bare expression (used by nested compiles) */

/* Node constructors (dt_parser.c).  All take the current pcb from the handle. */
extern dt_node_t *dt_node_int(uint64_t value);
extern dt_node_t *dt_node_string(char *s);	/* takes ownership of s */
extern dt_node_t *dt_node_ident(char *name);	/* takes ownership */
extern dt_node_t *dt_node_func(char *name, dt_node_t *args);
extern dt_node_t *dt_node_op1(dt_op_t op, dt_node_t *child);
extern dt_node_t *dt_node_op2(dt_op_t op, dt_node_t *left, dt_node_t *right);
extern dt_node_t *dt_node_op3(dt_node_t *cond, dt_node_t *l, dt_node_t *r);
extern dt_node_t *dt_node_statement(dt_node_t *expr);
extern dt_node_t *dt_node_agg(char *name, dt_node_t *keys);
extern dt_node_t *dt_node_pdesc(char *spec);	/* parses and expands macros */
extern dt_node_t *dt_node_clause(dt_node_t *pdescs, dt_node_t *pred, dt_node_t *acts);
extern dt_node_t *dt_node_if(dt_node_t *cond, dt_node_t *then, dt_node_t *els);
extern dt_node_t *dt_node_type(dt_tname_t *tn);
extern dt_node_t *dt_node_decl(dt_decl_t *dd);
extern dt_node_t *dt_node_member(char *name, dt_node_t *expr);
extern dt_node_t *dt_node_xlator(dt_node_t *out, dt_node_t *in, dt_node_t *members);
extern dt_node_t *dt_node_probe(char *name, dt_node_t *args, dt_node_t *xargs);
extern dt_node_t *dt_node_provider(char *name, dt_node_t *probes);
extern dt_node_t *dt_node_program(dt_node_t *list);
extern dt_node_t *dt_node_enumerator(char *name, dt_node_t *value);
extern dt_node_t *dt_node_empty(void);
extern dt_node_t *dt_node_link(dt_node_t *list, dt_node_t *tail); /* append */
/* A deep copy of a (cooked) expression tree, in the current compile. */
extern dt_node_t *dt_node_copy(const dt_node_t *dnp);
/* Remember that this compile created idp in dhp: removed if it fails (dt_pcb.c). */
extern void dt_pcb_undo_ident(dt_pcb_t *pcb, struct dt_idhash *dhp,
    struct dt_ident *idp);
extern int dt_node_list_len(const dt_node_t *list);
extern void dt_node_free_all(dt_pcb_t *pcb);
extern const char *dt_op_name(dt_op_t op);	/* "+", "->", "sizeof" ... */
extern const char *dt_node_kind_name(dt_nodekind_t k);
extern void dt_node_print(const dt_node_t *dnp, FILE *fp, int depth); /* debugging */

/* Errors: record "line N: message" with a tag and longjmp out of the compile. */
extern void dnerror(const dt_node_t *dnp, dt_errtag_t tag, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), noreturn));
extern void xyerror(dt_errtag_t tag, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), noreturn));
extern void dt_lnerror(int line, dt_errtag_t tag, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), noreturn));
extern void dt_liberror(const char *msg) __attribute__((noreturn)); /* no tag, no line */
extern void yyerror(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* n bytes of src with C escapes for control bytes not in keep (dt_parser.c). */
extern char *dt_strescape(char *dst, size_t len, const char *src, size_t n,
    const char *keep);

/* The current compile's pcb (set by dt_compile()). */
extern dt_pcb_t *yypcb;

/* Scanner and grammar entry points (generated). */
extern int dt_lex_init(dt_pcb_t *pcb);		/* prepare pcb_yyscanner */
extern void dt_lex_fini(dt_pcb_t *pcb);
extern int yyparse(void);

/* Declarations (dt_decl.c): called by the grammar as declarations reduce. */
extern void dt_decl_process(dt_pcb_t *pcb, dt_node_t *decl);
/* "struct s {" seen: a second definition of s is refused at this line. */
extern void dt_decl_begin(dt_pcb_t *pcb, const char *full);

/* Probe descriptions (dt_pdesc.c). */
extern int dt_pdesc_parse(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const char *spec,
    dtrace_probespec_t pspec, dtrace_probedesc_t *pdp);
/* Macro variables $target, $pid, $ppid, $uid ...: 0 and *valp, or -1. */
extern int dt_macro_lookup(dtrace_hdl_t *dtp, const char *name, int64_t *valp);
/* Value of an integer constant expression (INT nodes, enumerators and
   operators on them): 0 and *valp, or -1 if it is not constant. */
extern int dt_node_const(const dt_node_t *dnp, int64_t *valp);

#endif /* _DT_PARSER_H */
