/*
 * dt_parser.c: the D parse tree.
 *
 * The grammar (dt_grammar.y) builds the tree only through the constructors
 * below.  Every node is allocated zeroed, stamped with the current source
 * line (pcb_lineno, kept up to date by the scanner) and chained on the pcb's
 * pcb_list through dn_link, so that dt_node_free_all() can free a whole
 * compile, including the half-built trees a syntax error leaves behind.
 * Nodes own their strings (dn_string), probe descriptions, type names and
 * declarations; child nodes are owned by the list, never by their parent.
 *
 * The error functions record a message in the handle in DTrace's style and
 * longjmp back to the compile entry point.  The message holds what DTrace
 * prints after "failed to compile script x.d: " (or after "invalid probe
 * specifier <spec>: " for programs given as strings): an optional
 * "[D_TAG] " prefix when the errtags option is set, "line N: " when the
 * program is read from a file, else "in action list: " or "in predicate: "
 * for errors the cook pass finds in a clause, then the message itself.
 * Control bytes never reach the terminal raw: what the scanner quotes of
 * the input is written with C's escapes (dt_strescape: \t, \n, \001,
 * \033 ...), and any other control byte in a message but its own line
 * breaks and tabs is written as \NNN.
 *
 * The file ends with dt_node_const(), a small folder for the integer
 * constant expressions declarations need (array sizes, enumerator values,
 * bit-field widths), and dt_node_print(), an indented dump of a tree.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_type.h"
#include "dt_provider.h"

/*
 * The current compile: the scanner, the grammar, these constructors and the
 * later passes all reach the compile's state through it.  dt_compile()
 * (dt_program.c) sets it around each compile.
 */
dt_pcb_t *yypcb;

/*
 * Errors.
 */

/*
 * Write n bytes of src into dst (of size len, always terminated) with each
 * control byte (below 0x20, and 0x7f) not in keep as a C escape: \a \b \t
 * \n \v \f \r, else octal \NNN.  Other bytes are copied.  A byte that
 * does not fit whole is left out.  Returns dst.
 */
char *
dt_strescape(char *dst, size_t len, const char *src, size_t n, const char *keep)
{
	static const char named[] = "abtnvfr";	/* \a is 7 ... \r is 13 */
	size_t i, o = 0;

	for (i = 0; i < n && len > 0; i++) {
		unsigned char c = (unsigned char)src[i];
		char esc[5];

		if ((c >= 0x20 && c != 0x7f) || (c != 0 && strchr(keep, c)))
			esc[0] = (char)c, esc[1] = '\0';
		else if (c >= '\a' && c <= '\r')
			snprintf(esc, sizeof(esc), "\\%c", named[c - '\a']);
		else
			snprintf(esc, sizeof(esc), "\\%03o", c);
		if (o + strlen(esc) >= len)
			break;
		memcpy(dst + o, esc, strlen(esc));
		o += strlen(esc);
	}
	if (len > 0)
		dst[o] = '\0';
	return dst;
}

/*
 * Where the error is, for the command to show the line (dtrace_errpos):
 * its line, and the column of the last token read if the scanner is on
 * that line (an error the parser finds there; a node's error has a line
 * only, and so has one the cook pass finds).
 */
static void
dt_errpos_set(dtrace_hdl_t *dtp, int line)
{
	dtp->dt_errline = line;
	dtp->dt_errcol = yypcb->pcb_region == NULL && line == yypcb->pcb_tokline ?
	    yypcb->pcb_tokcol : 0;
}

static void
dt_verrmsg(dt_errtag_t tag, int line, const char *fmt, va_list ap)
{
	dtrace_hdl_t *dtp;
	char msg[sizeof(((dtrace_hdl_t *)0)->dt_errmsg)], esc[sizeof(msg)];
	size_t len = 0, n;

	if (yypcb == NULL)
		return;
	dtp = yypcb->pcb_hdl;
	/* Format first: an argument may point into dt_errmsg itself. */
	vsnprintf(msg, sizeof(msg), fmt, ap);
	n = strlen(msg);
	while (n > 0 && msg[n - 1] == '\n')
		msg[--n] = '\0';
	dt_strescape(esc, sizeof(esc), msg, n, "\n\t");

	dtp->dt_errmsg[0] = '\0';
	dt_errpos_set(dtp, line);
	if (dt_opt(dtp, DTRACEOPT_ERRTAGS) > 0)
		len = snprintf(dtp->dt_errmsg, sizeof(dtp->dt_errmsg), "[%s] ",
		    dt_errtag_name(tag));
	if (yypcb->pcb_fileptr != NULL && line > 0 && len < sizeof(dtp->dt_errmsg))
		len += snprintf(dtp->dt_errmsg + len, sizeof(dtp->dt_errmsg) - len,
		    "line %d: ", line);
	else if (yypcb->pcb_region != NULL && len < sizeof(dtp->dt_errmsg))
		len += snprintf(dtp->dt_errmsg + len, sizeof(dtp->dt_errmsg) - len,
		    "in %s: ", yypcb->pcb_region);
	if (len < sizeof(dtp->dt_errmsg))
		snprintf(dtp->dt_errmsg + len, sizeof(dtp->dt_errmsg) - len, "%s", esc);
	dtp->dt_errtag = tag;
}

static void __attribute__((noreturn))
dt_errexit(void)
{
	if (yypcb == NULL)
		abort();	/* no compile in progress: a caller bug */
	yypcb->pcb_hdl->dt_errno = EDT_COMPILER;
	longjmp(yypcb->pcb_jmpbuf, EDT_COMPILER);
}

void
dnerror(const dt_node_t *dnp, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_verrmsg(tag, dnp != NULL ? dnp->dn_line :
	    yypcb != NULL ? yypcb->pcb_lineno : 0, fmt, ap);
	va_end(ap);
	if (yypcb != NULL)
		yypcb->pcb_hdl->dt_errcol = 0;	/* a node knows its line only */
	dt_errexit();
}

void
xyerror(dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_verrmsg(tag, yypcb != NULL ? yypcb->pcb_lineno : 0, fmt, ap);
	va_end(ap);
	dt_errexit();
}

/* An error at a line the caller knows (where a construct began). */
void
dt_lnerror(int line, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_verrmsg(tag, line, fmt, ap);
	va_end(ap);
	if (yypcb != NULL)
		yypcb->pcb_hdl->dt_errcol = 0;
	dt_errexit();
}

/*
 * An error DTrace reports as its library's, not the compiler's: the
 * message alone, without a tag or a line ("Insufficient tuple registers to
 * generate code").
 */
void
dt_liberror(const char *msg)
{
	dtrace_hdl_t *dtp;

	if (yypcb == NULL)
		abort();	/* no compile in progress: a caller bug */
	dtp = yypcb->pcb_hdl;
	snprintf(dtp->dt_errmsg, sizeof(dtp->dt_errmsg), "%s", msg);
	dtp->dt_errline = 0;
	dtp->dt_errcol = 0;
	dtp->dt_errtag = D_UNKNOWN;
	dt_errexit();
}

/*
 * Node allocation and the constructors, in the order of dt_parser.h.
 */
static dt_node_t *
dt_node_alloc(dt_nodekind_t kind)
{
	dt_node_t *dnp = dt_xalloc(sizeof(dt_node_t));

	dnp->dn_kind = kind;
	dnp->dn_line = yypcb->pcb_lineno;
	dnp->dn_type = CTF_ERR;
	dnp->dn_link = yypcb->pcb_list;
	yypcb->pcb_list = dnp;
	return dnp;
}

dt_node_t *
dt_node_int(uint64_t value)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_INT);

	dnp->dn_value = value;
	return dnp;
}

dt_node_t *
dt_node_string(char *s)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_STRING);

	dnp->dn_string = s;
	return dnp;
}

dt_node_t *
dt_node_ident(char *name)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_IDENT);

	dnp->dn_string = name;
	return dnp;
}

dt_node_t *
dt_node_func(char *name, dt_node_t *args)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_FUNC);

	dnp->dn_string = name;
	dnp->dn_args = args;
	return dnp;
}

dt_node_t *
dt_node_op1(dt_op_t op, dt_node_t *child)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_OP1);

	dnp->dn_op = op;
	dnp->dn_child = child;
	return dnp;
}

dt_node_t *
dt_node_op2(dt_op_t op, dt_node_t *left, dt_node_t *right)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_OP2);

	dnp->dn_op = op;
	dnp->dn_left = left;
	dnp->dn_right = right;
	return dnp;
}

dt_node_t *
dt_node_op3(dt_node_t *cond, dt_node_t *l, dt_node_t *r)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_OP3);

	dnp->dn_op = DT_OP_QUESTION;
	dnp->dn_expr = cond;
	dnp->dn_left = l;
	dnp->dn_right = r;
	return dnp;
}

dt_node_t *
dt_node_statement(dt_node_t *expr)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_DEXPR);

	dnp->dn_expr = expr;
	dnp->dn_line = expr->dn_line;
	return dnp;
}

dt_node_t *
dt_node_agg(char *name, dt_node_t *keys)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_AGG);

	dnp->dn_string = name;
	dnp->dn_aggtup = keys;
	return dnp;
}

/*
 * A probe description: parse it at once (expanding $target and $N), so that
 * a bad description is reported at its line.
 */
/*
 * Let each provider that wants to check a description as it is parsed do
 * so (pid: the process, the probe name, canonical module and function
 * names); its errors are compile errors.  Through the handle's table, so
 * that the parser names no provider.
 */
static void
dt_node_pdesc_providers(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp)
{
	int i;

	for (i = 0; dtp->dt_provimpls[i] != NULL; i++)
		if (dtp->dt_provimpls[i]->pdesc != NULL)
			dtp->dt_provimpls[i]->pdesc(dtp, pdp);
}

dt_node_t *
dt_node_pdesc(char *spec)
{
	dtrace_hdl_t *dtp = yypcb->pcb_hdl;
	dt_node_t *dnp = dt_node_alloc(DT_NODE_PDESC);
	char why[256];

	dnp->dn_string = spec;
	dnp->dn_desc = dt_xalloc(sizeof(dtrace_probedesc_t));
	if (dt_pdesc_parse(dtp, yypcb, spec, yypcb->pcb_pspec, dnp->dn_desc) != 0) {
		snprintf(why, sizeof(why), "%s", dtrace_errmsg(dtp, dtrace_errno(dtp)));
		xyerror(D_PDESC_INVAL, "invalid probe description \"%s\": %s",
		    spec, why);
	}
	if (strstr(spec, "$target") != NULL && dtp->dt_target == 0)
		dt_set_errhint(dtp, "$target is 0: a description that uses "
		    "$target needs -c or -p");
	dt_node_pdesc_providers(dtp, dnp->dn_desc);
	return dnp;
}

dt_node_t *
dt_node_clause(dt_node_t *pdescs, dt_node_t *pred, dt_node_t *acts)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_CLAUSE);

	dnp->dn_pdescs = pdescs;
	dnp->dn_pred = pred;
	dnp->dn_acts = acts;
	if (pdescs != NULL)
		dnp->dn_line = pdescs->dn_line;
	dnp->dn_value = (uint64_t)yypcb->pcb_lineno;	/* where it ended */
	return dnp;
}

dt_node_t *
dt_node_if(dt_node_t *cond, dt_node_t *then, dt_node_t *els)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_IF);

	dnp->dn_expr = cond;
	dnp->dn_left = then;
	dnp->dn_right = els;
	dnp->dn_line = cond->dn_line;
	return dnp;
}

dt_node_t *
dt_node_type(dt_tname_t *tn)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_TYPE);

	dnp->dn_tname = tn;
	return dnp;
}

dt_node_t *
dt_node_decl(dt_decl_t *dd)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_DECL);

	dnp->dn_decl = dd;
	return dnp;
}

dt_node_t *
dt_node_member(char *name, dt_node_t *expr)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_MEMBER);

	dnp->dn_string = name;
	dnp->dn_expr = expr;
	return dnp;
}

dt_node_t *
dt_node_xlator(dt_node_t *out, dt_node_t *in, dt_node_t *members)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_XLATOR);

	dnp->dn_xlout = out;
	dnp->dn_xlin = in;
	dnp->dn_members = members;
	return dnp;
}

dt_node_t *
dt_node_probe(char *name, dt_node_t *args, dt_node_t *xargs)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_PROBE);

	dnp->dn_string = name;
	dnp->dn_args = args;
	dnp->dn_xargs = xargs;
	return dnp;
}

dt_node_t *
dt_node_provider(char *name, dt_node_t *probes)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_PROVIDER);

	dnp->dn_string = name;
	dnp->dn_probes = probes;
	return dnp;
}

dt_node_t *
dt_node_program(dt_node_t *list)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_PROG);

	dnp->dn_list = list;
	dnp->dn_line = list != NULL ? list->dn_line : 1;
	return dnp;
}

dt_node_t *
dt_node_enumerator(char *name, dt_node_t *value)
{
	dt_node_t *dnp = dt_node_alloc(DT_NODE_ENUMERATOR);

	dnp->dn_string = name;
	dnp->dn_expr = value;
	return dnp;
}

dt_node_t *
dt_node_empty(void)
{
	return dt_node_alloc(DT_NODE_EMPTY);
}

/* The last node of list, walking on from the hint its first node keeps. */
static dt_node_t *
dt_node_last(dt_node_t *list)
{
	dt_node_t *dnp = list->dn_ltail != NULL ? list->dn_ltail : list;

	while (dnp->dn_list != NULL)
		dnp = dnp->dn_list;
	return dnp;
}

/*
 * Append tail (itself a list) to list; either may be NULL.  The grammar
 * builds every list by appending one item at a time, so the first node
 * remembers the last (dn_ltail) and an append costs O(1), not the length
 * of the list.  The hint is only ever followed forward, so a list that
 * grew some other way is still appended to at its end.
 */
dt_node_t *
dt_node_link(dt_node_t *list, dt_node_t *tail)
{
	dt_node_t *last;

	if (list == NULL)
		return tail;
	if (tail == NULL)
		return list;
	last = dt_node_last(list);
	last->dn_list = tail;
	list->dn_ltail = dt_node_last(tail);
	return list;
}

int
dt_node_list_len(const dt_node_t *list)
{
	int n = 0;

	for (; list != NULL; list = list->dn_list)
		n++;
	return n;
}

static void
dt_tname_free(dt_tname_t *tn)
{
	if (tn != NULL)
		free(tn->tn_base);
}

static void
dt_node_free(dt_node_t *dnp)
{
	switch (dnp->dn_kind) {
	case DT_NODE_PDESC:
		free(dnp->dn_desc);
		break;
	case DT_NODE_TYPE:
		dt_tname_free(dnp->dn_tname);
		free(dnp->dn_tname);
		break;
	case DT_NODE_DECL:
	case DT_NODE_INLINE:
	case DT_NODE_EMPTY:	/* may be a declaration dt_decl_process() consumed */
		if (dnp->dn_decl != NULL) {
			free(dnp->dn_decl->dd_name);
			dt_tname_free(&dnp->dn_decl->dd_type);
			free(dnp->dn_decl);
		}
		break;
	default:
		break;
	}
	free(dnp->dn_string);
	free(dnp);
}

/*
 * Copying a cooked expression (an inline's value at each reference): every
 * node is new and owns copies of its strings and type names, so the copies
 * are freed with the compile like any other node.
 */
static dt_node_t *dt_node_copy1(const dt_node_t *src);

static dt_node_t *
dt_node_copy_list(const dt_node_t *list)
{
	dt_node_t *head = NULL, **tailp = &head;

	for (; list != NULL; list = list->dn_list) {
		*tailp = dt_node_copy1(list);
		tailp = &(*tailp)->dn_list;
	}
	return head;
}

static dt_tname_t *
dt_tname_copy(const dt_tname_t *src)
{
	dt_tname_t *tn = dt_xalloc(sizeof(dt_tname_t));

	*tn = *src;
	tn->tn_base = src->tn_base != NULL ? dt_xstrdup(src->tn_base) : NULL;
	tn->tn_body = NULL;	/* bodies are declared when parsed */
	return tn;
}

static dt_node_t *
dt_node_copy1(const dt_node_t *src)
{
	dt_node_t *dnp, *link;

	if (src == NULL)
		return NULL;
	dnp = dt_node_alloc(src->dn_kind);
	link = dnp->dn_link;
	*dnp = *src;
	dnp->dn_link = link;
	dnp->dn_list = dnp->dn_ltail = NULL;
	if (src->dn_string != NULL)
		dnp->dn_string = dt_xstrdup(src->dn_string);
	switch (src->dn_kind) {
	case DT_NODE_INT: case DT_NODE_STRING: case DT_NODE_IDENT:
		break;
	case DT_NODE_TYPE:
		dnp->dn_tname = dt_tname_copy(src->dn_tname);
		break;
	case DT_NODE_OP1:
		dnp->dn_child = dt_node_copy1(src->dn_child);
		break;
	case DT_NODE_OP2:
	case DT_NODE_OP3:
		dnp->dn_left = dt_node_copy1(src->dn_left);
		dnp->dn_right = src->dn_op == DT_OP_INDEX ?
		    dt_node_copy_list(src->dn_right) : dt_node_copy1(src->dn_right);
		dnp->dn_expr = dt_node_copy1(src->dn_expr);
		break;
	case DT_NODE_FUNC:
	case DT_NODE_VAR:
		dnp->dn_args = dt_node_copy_list(src->dn_args);
		break;
	case DT_NODE_AGG:
		dnp->dn_aggtup = dt_node_copy_list(src->dn_aggtup);
		break;
	default:
		xyerror(D_UNKNOWN, "cannot copy a %s node", dt_node_kind_name(src->dn_kind));
	}
	return dnp;
}

dt_node_t *
dt_node_copy(const dt_node_t *dnp)
{
	return dt_node_copy1(dnp);
}

void
dt_node_free_all(dt_pcb_t *pcb)
{
	dt_node_t *dnp, *next;

	for (dnp = pcb->pcb_list; dnp != NULL; dnp = next) {
		next = dnp->dn_link;
		dt_node_free(dnp);
	}
	pcb->pcb_list = NULL;
	pcb->pcb_root = NULL;
}

/*
 * Names, for messages and dumps.
 */
const char *
dt_op_name(dt_op_t op)
{
	static const char *const names[] = {
		[DT_OP_NONE] = "<none>", [DT_OP_COMMA] = ",", [DT_OP_ASGN] = "=",
		[DT_OP_ADD_EQ] = "+=", [DT_OP_SUB_EQ] = "-=", [DT_OP_MUL_EQ] = "*=",
		[DT_OP_DIV_EQ] = "/=", [DT_OP_MOD_EQ] = "%=", [DT_OP_AND_EQ] = "&=",
		[DT_OP_XOR_EQ] = "^=", [DT_OP_OR_EQ] = "|=", [DT_OP_LSH_EQ] = "<<=",
		[DT_OP_RSH_EQ] = ">>=", [DT_OP_LOR] = "||", [DT_OP_LXOR] = "^^",
		[DT_OP_LAND] = "&&", [DT_OP_BOR] = "|", [DT_OP_XOR] = "^",
		[DT_OP_BAND] = "&", [DT_OP_EQU] = "==", [DT_OP_NEQ] = "!=",
		[DT_OP_LT] = "<", [DT_OP_LE] = "<=", [DT_OP_GT] = ">",
		[DT_OP_GE] = ">=", [DT_OP_LSH] = "<<", [DT_OP_RSH] = ">>",
		[DT_OP_ADD] = "+", [DT_OP_SUB] = "-", [DT_OP_MUL] = "*",
		[DT_OP_DIV] = "/", [DT_OP_MOD] = "%", [DT_OP_INDEX] = "[]",
		[DT_OP_DOT] = ".", [DT_OP_PTR] = "->", [DT_OP_CAST] = "(cast)",
		[DT_OP_XLATE] = "xlate", [DT_OP_OFFSETOF] = "offsetof",
		[DT_OP_PREINC] = "++", [DT_OP_PREDEC] = "--",
		[DT_OP_POSTINC] = "++", [DT_OP_POSTDEC] = "--",
		[DT_OP_IPOS] = "+", [DT_OP_INEG] = "-", [DT_OP_DEREF] = "*",
		[DT_OP_ADDROF] = "&", [DT_OP_BNEG] = "~", [DT_OP_LNEG] = "!",
		[DT_OP_SIZEOF] = "sizeof", [DT_OP_SIZEOF_TYPE] = "sizeof",
		[DT_OP_STRINGOF] = "stringof", [DT_OP_QUESTION] = "?:",
	};

	if ((unsigned)op < sizeof(names) / sizeof(names[0]) && names[op] != NULL)
		return names[op];
	return "<?>";
}

const char *
dt_node_kind_name(dt_nodekind_t k)
{
	static const char *const names[] = {
		[DT_NODE_FREE] = "FREE", [DT_NODE_INT] = "INT",
		[DT_NODE_STRING] = "STRING", [DT_NODE_IDENT] = "IDENT",
		[DT_NODE_VAR] = "VAR", [DT_NODE_FUNC] = "FUNC",
		[DT_NODE_OP1] = "OP1", [DT_NODE_OP2] = "OP2", [DT_NODE_OP3] = "OP3",
		[DT_NODE_DEXPR] = "DEXPR", [DT_NODE_AGG] = "AGG",
		[DT_NODE_PDESC] = "PDESC", [DT_NODE_CLAUSE] = "CLAUSE",
		[DT_NODE_INLINE] = "INLINE", [DT_NODE_MEMBER] = "MEMBER",
		[DT_NODE_XLATOR] = "XLATOR", [DT_NODE_PROBE] = "PROBE",
		[DT_NODE_PROVIDER] = "PROVIDER", [DT_NODE_PROG] = "PROGRAM",
		[DT_NODE_TYPE] = "TYPE", [DT_NODE_DECL] = "DECL", [DT_NODE_IF] = "IF",
		[DT_NODE_ENUMERATOR] = "ENUMERATOR", [DT_NODE_EMPTY] = "EMPTY",
	};

	if ((unsigned)k < sizeof(names) / sizeof(names[0]) && names[k] != NULL)
		return names[k];
	return "<?>";
}

/*
 * Integer constant expressions.
 */
static int
dt_const_ident(const dt_node_t *dnp, int64_t *valp)
{
	dt_ident_t *idp;

	if (yypcb == NULL || yypcb->pcb_hdl->dt_globals == NULL)
		return -1;
	idp = dt_idhash_lookup(yypcb->pcb_hdl->dt_globals, dnp->dn_string);
	if (idp == NULL || idp->di_kind != DT_IDENT_ENUM)
		return -1;
	*valp = idp->di_value;
	return 0;
}

static int
dt_const_op1(const dt_node_t *dnp, int64_t *valp)
{
	int64_t v;

	if (dt_node_const(dnp->dn_child, &v) != 0)
		return -1;
	switch (dnp->dn_op) {
	case DT_OP_IPOS: *valp = v; return 0;
	case DT_OP_INEG: *valp = (int64_t)(0 - (uint64_t)v); return 0;
	case DT_OP_BNEG: *valp = ~v; return 0;
	case DT_OP_LNEG: *valp = !v; return 0;
	default: return -1;
	}
}

static int
dt_const_op2(const dt_node_t *dnp, int64_t *valp)
{
	int64_t l, r;
	uint64_t ul, ur;

	if (dt_node_const(dnp->dn_left, &l) != 0 ||
	    dt_node_const(dnp->dn_right, &r) != 0)
		return -1;
	ul = (uint64_t)l;
	ur = (uint64_t)r;
	switch (dnp->dn_op) {
	case DT_OP_ADD: *valp = (int64_t)(ul + ur); return 0;
	case DT_OP_SUB: *valp = (int64_t)(ul - ur); return 0;
	case DT_OP_MUL: *valp = (int64_t)(ul * ur); return 0;
	case DT_OP_DIV:
	case DT_OP_MOD:
		if (r == 0 || (l == INT64_MIN && r == -1))
			return -1;
		*valp = dnp->dn_op == DT_OP_DIV ? l / r : l % r;
		return 0;
	case DT_OP_LSH: *valp = (int64_t)(ul << (ur & 63)); return 0;
	case DT_OP_RSH: *valp = l >> (ur & 63); return 0;
	case DT_OP_BAND: *valp = l & r; return 0;
	case DT_OP_BOR: *valp = l | r; return 0;
	case DT_OP_XOR: *valp = l ^ r; return 0;
	case DT_OP_LAND: *valp = l && r; return 0;
	case DT_OP_LOR: *valp = l || r; return 0;
	case DT_OP_LXOR: *valp = !l != !r; return 0;
	case DT_OP_EQU: *valp = l == r; return 0;
	case DT_OP_NEQ: *valp = l != r; return 0;
	case DT_OP_LT: *valp = l < r; return 0;
	case DT_OP_LE: *valp = l <= r; return 0;
	case DT_OP_GT: *valp = l > r; return 0;
	case DT_OP_GE: *valp = l >= r; return 0;
	case DT_OP_COMMA: *valp = r; return 0;
	default: return -1;
	}
}

int
dt_node_const(const dt_node_t *dnp, int64_t *valp)
{
	int64_t c;

	if (dnp == NULL)
		return -1;
	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		*valp = (int64_t)dnp->dn_value;
		return 0;
	case DT_NODE_IDENT:
		return dt_const_ident(dnp, valp);
	case DT_NODE_OP1:
		return dt_const_op1(dnp, valp);
	case DT_NODE_OP2:
		return dt_const_op2(dnp, valp);
	case DT_NODE_OP3:
		if (dt_node_const(dnp->dn_expr, &c) != 0)
			return -1;
		return dt_node_const(c ? dnp->dn_left : dnp->dn_right, valp);
	default:
		return -1;
	}
}

/*
 * Debugging dump: one line per node, children indented below it.
 */
static void
dt_tname_print(const dt_tname_t *tn, FILE *fp)
{
	int i;

	fprintf(fp, "%s%s%s", tn->tn_const ? "const " : "",
	    tn->tn_volatile ? "volatile " : "", tn->tn_base ? tn->tn_base : "?");
	if (tn->tn_ptr > 0)
		fprintf(fp, " %.*s", tn->tn_ptr, "****************************");
	for (i = 0; i < tn->tn_ndims; i++) {
		if (tn->tn_dims[i] < 0)
			fprintf(fp, "[]");
		else
			fprintf(fp, "[%lld]", (long long)tn->tn_dims[i]);
	}
}

static void
dt_list_print(const char *label, const dt_node_t *list, FILE *fp, int depth)
{
	fprintf(fp, "%*s%s\n", depth * 2, "", label);
	for (; list != NULL; list = list->dn_list)
		dt_node_print(list, fp, depth + 1);
}

static const char *const dt_class_names[] = {
	"", "typedef ", "self ", "this ", "extern ", "static ", "register ", "auto "
};

static void
dt_decl_print(const dt_node_t *dnp, FILE *fp, int depth)
{
	const dt_decl_t *dd = dnp->dn_decl;

	fprintf(fp, "%s%s", (unsigned)dd->dd_class < 8 ?
	    dt_class_names[dd->dd_class] : "?", dnp->dn_kind == DT_NODE_INLINE ?
	    "inline " : "");
	dt_tname_print(&dd->dd_type, fp);
	fprintf(fp, " %s", dd->dd_name ? dd->dd_name : "<none>");
	if (dd->dd_bitfield >= 0)
		fprintf(fp, " : %d", dd->dd_bitfield);
	fprintf(fp, "\n");
	if (dd->dd_keys != NULL)
		dt_list_print("KEYS", dd->dd_keys, fp, depth + 1);
	if (dd->dd_init != NULL)
		dt_node_print(dd->dd_init, fp, depth + 1);
}

static void
dt_pdesc_print(const dt_node_t *dnp, FILE *fp)
{
	const dtrace_probedesc_t *pd = dnp->dn_desc;

	fprintf(fp, "\"%s\"", dnp->dn_string);
	if (pd != NULL && pd->id != 0)
		fprintf(fp, " id %u", pd->id);
	else if (pd != NULL)
		fprintf(fp, " -> %s:%s:%s:%s", pd->prv, pd->mod, pd->fun, pd->prb);
	fprintf(fp, "\n");
}

void
dt_node_print(const dt_node_t *dnp, FILE *fp, int depth)
{
	if (dnp == NULL) {
		fprintf(fp, "%*s<null>\n", depth * 2, "");
		return;
	}
	fprintf(fp, "%*s%s", depth * 2, "", dt_node_kind_name(dnp->dn_kind));
	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		fprintf(fp, " %llu (0x%llx)%s%s%s%s\n",
		    (unsigned long long)dnp->dn_value,
		    (unsigned long long)dnp->dn_value,
		    dnp->dn_flags & DT_NF_INT_U ? " U" : "",
		    dnp->dn_flags & DT_NF_INT_L ? " L" : "",
		    dnp->dn_flags & DT_NF_INT_LL ? " LL" : "",
		    dnp->dn_flags & DT_NF_INT_DEC ? " dec" : "");
		break;
	case DT_NODE_STRING:
		fprintf(fp, " \"%s\"\n", dnp->dn_string);
		break;
	case DT_NODE_IDENT:
	case DT_NODE_VAR:
		fprintf(fp, " %s\n", dnp->dn_string ? dnp->dn_string : "?");
		break;
	case DT_NODE_FUNC:
		fprintf(fp, " %s\n", dnp->dn_string);
		for (const dt_node_t *a = dnp->dn_args; a != NULL; a = a->dn_list)
			dt_node_print(a, fp, depth + 1);
		break;
	case DT_NODE_OP1:
		fprintf(fp, " %s%s\n", dt_op_name(dnp->dn_op),
		    dnp->dn_op == DT_OP_POSTINC || dnp->dn_op == DT_OP_POSTDEC ?
		    " (post)" : dnp->dn_op == DT_OP_SIZEOF_TYPE ? " (type)" : "");
		dt_node_print(dnp->dn_child, fp, depth + 1);
		break;
	case DT_NODE_OP2:
		fprintf(fp, " %s\n", dt_op_name(dnp->dn_op));
		dt_node_print(dnp->dn_left, fp, depth + 1);
		if (dnp->dn_op == DT_OP_INDEX)
			dt_list_print("ARGS", dnp->dn_right, fp, depth + 1);
		else
			dt_node_print(dnp->dn_right, fp, depth + 1);
		break;
	case DT_NODE_OP3:
		fprintf(fp, " ?:\n");
		dt_node_print(dnp->dn_expr, fp, depth + 1);
		dt_node_print(dnp->dn_left, fp, depth + 1);
		dt_node_print(dnp->dn_right, fp, depth + 1);
		break;
	case DT_NODE_DEXPR:
		fprintf(fp, "\n");
		dt_node_print(dnp->dn_expr, fp, depth + 1);
		break;
	case DT_NODE_AGG:
		fprintf(fp, " @%s\n", dnp->dn_string);
		if (dnp->dn_aggtup != NULL)
			dt_list_print("KEYS", dnp->dn_aggtup, fp, depth + 1);
		break;
	case DT_NODE_PDESC:
		fprintf(fp, " ");
		dt_pdesc_print(dnp, fp);
		break;
	case DT_NODE_CLAUSE:
		fprintf(fp, " (line %d)\n", dnp->dn_line);
		dt_list_print("PDESCS", dnp->dn_pdescs, fp, depth + 1);
		if (dnp->dn_pred != NULL) {
			fprintf(fp, "%*sPRED\n", (depth + 1) * 2, "");
			dt_node_print(dnp->dn_pred, fp, depth + 2);
		}
		dt_list_print("ACTS", dnp->dn_acts, fp, depth + 1);
		break;
	case DT_NODE_INLINE:
	case DT_NODE_DECL:
		fprintf(fp, " ");
		dt_decl_print(dnp, fp, depth);
		break;
	case DT_NODE_MEMBER:
		fprintf(fp, " %s\n", dnp->dn_string);
		dt_node_print(dnp->dn_expr, fp, depth + 1);
		break;
	case DT_NODE_XLATOR:
		fprintf(fp, " (input %s)\n", dnp->dn_string ? dnp->dn_string : "?");
		dt_node_print(dnp->dn_xlout, fp, depth + 1);
		dt_node_print(dnp->dn_xlin, fp, depth + 1);
		dt_list_print("MEMBERS", dnp->dn_members, fp, depth + 1);
		break;
	case DT_NODE_PROBE:
		fprintf(fp, " %s\n", dnp->dn_string);
		dt_list_print("ARGS", dnp->dn_args, fp, depth + 1);
		if (dnp->dn_xargs != NULL)
			dt_list_print("XARGS", dnp->dn_xargs, fp, depth + 1);
		break;
	case DT_NODE_PROVIDER:
		fprintf(fp, " %s\n", dnp->dn_string);
		for (const dt_node_t *p = dnp->dn_probes; p != NULL; p = p->dn_list)
			dt_node_print(p, fp, depth + 1);
		break;
	case DT_NODE_PROG:
		fprintf(fp, "\n");
		for (const dt_node_t *p = dnp->dn_list; p != NULL; p = p->dn_list)
			dt_node_print(p, fp, depth + 1);
		break;
	case DT_NODE_TYPE:
		fprintf(fp, " ");
		dt_tname_print(dnp->dn_tname, fp);
		fprintf(fp, "\n");
		break;
	case DT_NODE_IF:
		fprintf(fp, "\n");
		dt_node_print(dnp->dn_expr, fp, depth + 1);
		dt_list_print("THEN", dnp->dn_left, fp, depth + 1);
		if (dnp->dn_right != NULL)
			dt_list_print("ELSE", dnp->dn_right, fp, depth + 1);
		break;
	case DT_NODE_ENUMERATOR:
		fprintf(fp, " %s\n", dnp->dn_string);
		if (dnp->dn_expr != NULL)
			dt_node_print(dnp->dn_expr, fp, depth + 1);
		break;
	default:
		fprintf(fp, "\n");
		break;
	}
}
