/*
 * dt_stapsdt_args.c: decoding the argument strings of SystemTap SDT notes.
 *
 * <sys/sdt.h> describes where each probe argument lives by letting the
 * compiler print the operand of an asm statement, so the note holds a string
 * such as
 *
 *	"-4@%eax 8@16(%rbx) 8@$42 -4@NBuffers(%rip) 8@%fs:tls_var@tpoff"
 *
 * Arguments are separated by blanks.  Each is `size@operand`, where size is
 * the argument's width in bytes (1, 2, 4 or 8), negative if the C type is
 * signed; newer sdt.h add an `f` for floating-point types ("8f@%xmm0").  An
 * argument without `size@` is systemtap's "asm probe" convention for type 3
 * notes: 8 bytes, unsigned.  The operand is AT&T x86-64 syntax, in the forms
 * gcc and clang print for the "nor" constraint:
 *
 *	$imm			an immediate (decimal, hex or octal, maybe negative)
 *	%reg			a register of any width: %rax %eax %ax %al %ah,
 *				%r8 %r8d %r8w %r8b, %rip ...
 *	disp(%base,%index,scale)  memory; disp, base, index and scale are each
 *				optional: "(%rdi)", "-8(%rbp)", "(,%rax,8)"
 *	sym+off(%rip)		RIP-relative memory: a global (postgres writes
 *				"40+CheckpointStats(%rip)", so the terms of the
 *				displacement may come in either order)
 *	%fs:sym@tpoff		a thread-local variable of the executable
 *				(initial/local exec model), or "%fs:40"
 *	sym, sym+8(,%rax,8)	absolute memory (non-PIC executables only)
 *
 * Each argument is decoded into a dt_stapsdt_arg_t: registers become the byte
 * offset of the 64-bit register in the kernel's x86-64 struct pt_regs (what a
 * uprobe's BPF program gets), plus the width named (%eax: 4) and a shift of 8
 * for the high-byte registers %ah, %bh, %ch and %dh (the names: dt_arch.h).
 *
 * Symbols cannot be resolved here: they need the object's symbol table.  So
 * dt_stapsdt_arg_parse() leaves only the numeric part of the displacement in
 * da_disp, and dt_stapsdt_arg_sym() tells dt_stapsdt_notes.c which symbol to add (it
 * decodes da_spec again, which is cheap and keeps the grammar in one place).
 *
 * An operand we cannot decode (a floating-point register, %gs:, a relocation
 * other than @tpoff, garbage) makes that argument DT_STAPSDT_ARG_BAD with a short
 * reason in da_err; the other arguments are unaffected.  da_size is always
 * one of 1, 2, 4, 8, even for a bad argument, so that callers may use it.
 */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "dt_stapsdt_notes.h"
#include "dt_arch.h"

/* A symbol named by the operand: where it is in the text, and its length. */
typedef struct dt_stapsdt_sym {
	const char *ss_name;
	size_t ss_len;
} dt_stapsdt_sym_t;

/* The decoder's cursor over one argument's text. */
typedef struct dt_stapsdt_lex {
	const char *sl_p;
	dt_stapsdt_arg_t *sl_arg;
	dt_stapsdt_sym_t sl_sym;
} dt_stapsdt_lex_t;

static int
dt_stapsdt_bad(dt_stapsdt_lex_t *lp, const char *why)
{
	lp->sl_arg->da_kind = DT_STAPSDT_ARG_BAD;
	lp->sl_arg->da_err = why;
	return -1;
}

/*
 * "%name" at the cursor: the register in *rp, or -1 with *whyp saying why not
 * (an x87/SSE/AVX register, a segment register, or an unknown name).
 */
static int
dt_stapsdt_lex_reg(dt_stapsdt_lex_t *lp, dt_arch_reg_t *rp, const char **whyp)
{
	const char *name = lp->sl_p + 1;
	size_t len = 0;

	if (lp->sl_p[0] != '%') {
		*whyp = "register expected";
		return -1;
	}
	while (isalnum((unsigned char)name[len]))
		len++;
	lp->sl_p = name + len;
	return dt_arch_sdt_reg(name, len, rp, whyp);
}

/*
 * A number at the cursor, as the assembler reads it: decimal, 0x hex or 0
 * octal, with an optional leading minus.  Values up to UINT64_MAX are taken
 * modulo 2^64 (gcc prints unsigned 64-bit immediates that way).
 */
static int
dt_stapsdt_lex_num(dt_stapsdt_lex_t *lp, int64_t *valp)
{
	const char *p = lp->sl_p;
	unsigned long long v;
	char *end;
	int neg = 0;

	if (*p == '-') {
		neg = 1;
		p++;
	}
	if (!isdigit((unsigned char)*p))
		return dt_stapsdt_bad(lp, "number expected");
	errno = 0;
	v = strtoull(p, &end, 0);
	if (errno == ERANGE)
		return dt_stapsdt_bad(lp, "number out of range");
	if (isalnum((unsigned char)*end) || *end == '_')
		return dt_stapsdt_bad(lp, "malformed number");
	*valp = (int64_t)(neg ? -(uint64_t)v : (uint64_t)v);
	lp->sl_p = end;
	return 0;
}

static int
dt_stapsdt_symchar(int c, int first)
{
	return isalpha(c) || c == '_' || c == '.' || (!first && (isdigit(c) || c == '$'));
}

/*
 * A displacement: terms joined by + and -, each a number or a symbol; at
 * most one symbol, added.  "sym", "sym+8", "40+sym", "-16", "sym@tpoff".
 * The numbers go to da_disp, the symbol to sl_sym; *relocp gets the text
 * after an '@' (the relocation, "tpoff"), or NULL.
 */
static int
dt_stapsdt_lex_disp(dt_stapsdt_lex_t *lp, const char **relocp, size_t *reloclenp)
{
	dt_stapsdt_arg_t *dap = lp->sl_arg;
	int sign = 1, first = 1;
	int64_t v;

	*relocp = NULL;
	*reloclenp = 0;
	for (;;) {
		const char *p = lp->sl_p;

		if (isdigit((unsigned char)*p) || (first && *p == '-' &&
		    isdigit((unsigned char)p[1]))) {
			if (dt_stapsdt_lex_num(lp, &v) != 0)
				return -1;
			dap->da_disp = (int64_t)((uint64_t)dap->da_disp +
			    (sign < 0 ? -(uint64_t)v : (uint64_t)v));
		} else if (dt_stapsdt_symchar((unsigned char)*p, 1)) {
			if (lp->sl_sym.ss_name != NULL)
				return dt_stapsdt_bad(lp, "more than one symbol");
			if (sign < 0)
				return dt_stapsdt_bad(lp, "negated symbol");
			lp->sl_sym.ss_name = p;
			while (dt_stapsdt_symchar((unsigned char)*p, 0))
				p++;
			lp->sl_sym.ss_len = p - lp->sl_sym.ss_name;
			if (*p == '@') {
				*relocp = ++p;
				while (isalnum((unsigned char)*p))
					p++;
				*reloclenp = p - *relocp;
			}
			lp->sl_p = p;
		} else
			return dt_stapsdt_bad(lp, "malformed displacement");
		first = 0;
		if (*lp->sl_p == '+')
			sign = 1;
		else if (*lp->sl_p == '-')
			sign = -1;
		else
			return 0;
		lp->sl_p++;
	}
}

/* Only %fs:sym@tpoff may carry a relocation. */
static int
dt_stapsdt_check_reloc(dt_stapsdt_lex_t *lp, const char *reloc, size_t len, int tls)
{
	if (reloc == NULL)
		return tls && lp->sl_sym.ss_name != NULL ?
		    dt_stapsdt_bad(lp, "TLS symbol without @tpoff") : 0;
	if (tls && len == 5 && strncasecmp(reloc, "tpoff", 5) == 0)
		return 0;
	return dt_stapsdt_bad(lp, "unsupported relocation (only %fs:sym@tpoff)");
}

/* "(%base,%index,scale)" at the cursor, each part optional. */
static int
dt_stapsdt_lex_mem(dt_stapsdt_lex_t *lp)
{
	dt_stapsdt_arg_t *dap = lp->sl_arg;
	dt_arch_reg_t reg, *rp = &reg;
	const char *why;
	int64_t scale;

	lp->sl_p++;			/* ( */
	if (*lp->sl_p == '%') {
		if (dt_stapsdt_lex_reg(lp, rp, &why) != 0)
			return dt_stapsdt_bad(lp, why);
		if (rp->ar_size != 8 || rp->ar_shift)
			return dt_stapsdt_bad(lp, "address register not 64-bit");
		dap->da_base = rp->ar_off;
	}
	if (*lp->sl_p == ',') {
		lp->sl_p++;
		if (dt_stapsdt_lex_reg(lp, rp, &why) != 0)
			return dt_stapsdt_bad(lp, why);
		if (rp->ar_size != 8 || rp->ar_off == DT_ARCH_PT_IP ||
		    rp->ar_off == DT_ARCH_PT_SP)
			return dt_stapsdt_bad(lp, "invalid index register");
		dap->da_index = rp->ar_off;
		if (*lp->sl_p == ',') {
			lp->sl_p++;
			if (dt_stapsdt_lex_num(lp, &scale) != 0)
				return -1;
			if (scale != 1 && scale != 2 && scale != 4 && scale != 8)
				return dt_stapsdt_bad(lp, "invalid scale");
			dap->da_scale = scale;
		}
	}
	if (*lp->sl_p++ != ')')
		return dt_stapsdt_bad(lp, "malformed memory operand");
	if (dap->da_base < 0 && dap->da_index < 0)
		return dt_stapsdt_bad(lp, "memory operand without register");
	return 0;
}

/* The operand after "%fs:": a TLS offset, "sym@tpoff[+-off]" or a number. */
static int
dt_stapsdt_lex_tls(dt_stapsdt_lex_t *lp)
{
	const char *reloc;
	size_t rlen;

	lp->sl_arg->da_kind = DT_STAPSDT_ARG_TLS;
	if (dt_stapsdt_lex_disp(lp, &reloc, &rlen) != 0 ||
	    dt_stapsdt_check_reloc(lp, reloc, rlen, 1) != 0)
		return -1;
	if (*lp->sl_p == '(')
		return dt_stapsdt_bad(lp, "%fs: operand with a base register");
	return 0;
}

/* "%reg" or "%fs:..." */
static int
dt_stapsdt_lex_regop(dt_stapsdt_lex_t *lp)
{
	dt_stapsdt_arg_t *dap = lp->sl_arg;
	dt_arch_reg_t reg, *rp = &reg;
	const char *why;

	if (strncasecmp(lp->sl_p, "%fs:", 4) == 0) {
		lp->sl_p += 4;
		return dt_stapsdt_lex_tls(lp);
	}
	if (dt_stapsdt_lex_reg(lp, rp, &why) != 0)
		return dt_stapsdt_bad(lp, why);
	dap->da_kind = DT_STAPSDT_ARG_REG;
	dap->da_base = rp->ar_off;
	dap->da_regsize = rp->ar_size;
	dap->da_regshift = rp->ar_shift;
	return 0;
}

/* "disp(%base,%index,scale)", "sym(%rip)", or an absolute "sym+off". */
static int
dt_stapsdt_lex_memop(dt_stapsdt_lex_t *lp)
{
	dt_stapsdt_arg_t *dap = lp->sl_arg;
	const char *reloc = NULL;
	size_t rlen = 0;

	dap->da_kind = DT_STAPSDT_ARG_MEM;
	if (*lp->sl_p != '(' && (dt_stapsdt_lex_disp(lp, &reloc, &rlen) != 0 ||
	    dt_stapsdt_check_reloc(lp, reloc, rlen, 0) != 0))
		return -1;
	if (*lp->sl_p == '(' && dt_stapsdt_lex_mem(lp) != 0)
		return -1;
	if (dap->da_base == DT_ARCH_PT_IP && dap->da_index >= 0)
		return dt_stapsdt_bad(lp, "%rip with an index register");
	if (dap->da_base == DT_ARCH_PT_IP) {
		dap->da_kind = DT_STAPSDT_ARG_RIP;
		dap->da_base = -1;
	}
	return 0;
}

static int
dt_stapsdt_lex_operand(dt_stapsdt_lex_t *lp)
{
	dt_stapsdt_arg_t *dap = lp->sl_arg;

	switch (*lp->sl_p) {
	case '\0':
		return dt_stapsdt_bad(lp, "empty operand");
	case '$':
		lp->sl_p++;
		dap->da_kind = DT_STAPSDT_ARG_IMM;
		if (dt_stapsdt_symchar((unsigned char)*lp->sl_p, 1))
			return dt_stapsdt_bad(lp, "symbolic immediate");
		return dt_stapsdt_lex_num(lp, &dap->da_disp);
	case '%':
		return dt_stapsdt_lex_regop(lp);
	default:
		return dt_stapsdt_lex_memop(lp);
	}
}

/*
 * The optional "size@" prefix: -?digits f? @.  Without one, the argument is
 * 8 bytes unsigned (systemtap's rule for type 3 notes).
 */
static int
dt_stapsdt_lex_size(dt_stapsdt_lex_t *lp)
{
	dt_stapsdt_arg_t *dap = lp->sl_arg;
	const char *p = lp->sl_p;
	int neg = 0, size = 0;

	if (*p == '-') {
		neg = 1;
		p++;
	}
	if (!isdigit((unsigned char)*p))
		return 0;
	while (isdigit((unsigned char)*p) && size < 1000)
		size = size * 10 + *p++ - '0';
	if (*p == 'f')
		p++;
	if (*p != '@')
		return 0;	/* no size: "40+sym(%rip)" */
	lp->sl_p = p + 1;
	if (size != 1 && size != 2 && size != 4 && size != 8)
		return dt_stapsdt_bad(lp, "unsupported argument size");
	dap->da_size = size;
	dap->da_signed = neg;
	return 0;
}

/*
 * Decode spec into dap (except da_spec), noting the symbol it names in *symp.
 * The grammar lives here only; dt_stapsdt_arg_sym() runs it again.
 */
static int
dt_stapsdt_arg_decode(const char *spec, dt_stapsdt_arg_t *dap, dt_stapsdt_sym_t *symp)
{
	dt_stapsdt_lex_t lex = { spec, dap, { NULL, 0 } };
	char *spec_keep = dap->da_spec;

	memset(dap, 0, sizeof(*dap));
	dap->da_spec = spec_keep;
	dap->da_kind = DT_STAPSDT_ARG_BAD;
	dap->da_size = 8;
	dap->da_base = -1;
	dap->da_index = -1;
	dap->da_scale = 1;
	*symp = lex.sl_sym;

	if (dt_stapsdt_lex_size(&lex) != 0 || dt_stapsdt_lex_operand(&lex) != 0)
		return -1;
	if (*lex.sl_p != '\0')
		return dt_stapsdt_bad(&lex, "trailing characters after operand");
	*symp = lex.sl_sym;
	return 0;
}

static int
dt_stapsdt_arg_parse_n(const char *spec, size_t len, dt_stapsdt_arg_t *dap)
{
	dt_stapsdt_sym_t sym;

	dap->da_spec = strndup(spec, len);
	if (dap->da_spec == NULL) {
		memset(dap, 0, sizeof(*dap));
		dap->da_size = 8;
		dap->da_base = dap->da_index = -1;
		dap->da_scale = 1;
		dap->da_err = "out of memory";
		return -1;
	}
	return dt_stapsdt_arg_decode(dap->da_spec, dap, &sym);
}

/*
 * Decode one argument.  da_spec is a malloc()ed copy of spec (the caller
 * frees it); for a symbolic operand da_disp holds only the numbers and
 * dt_stapsdt_arg_sym() names the symbol still to be added.
 */
int
dt_stapsdt_arg_parse(const char *spec, dt_stapsdt_arg_t *dap)
{
	return dt_stapsdt_arg_parse_n(spec, strlen(spec), dap);
}

/* Split argstr at blanks and decode each argument, at most max of them. */
int
dt_stapsdt_args_parse(const char *argstr, dt_stapsdt_arg_t *args, int max)
{
	const char *p = argstr;
	int n = 0;

	for (;;) {
		size_t len;

		while (isspace((unsigned char)*p))
			p++;
		if (*p == '\0')
			break;
		len = 0;
		while (p[len] != '\0' && !isspace((unsigned char)p[len]))
			len++;
		if (n == max) {
			dt_dprintf("stapsdt: more than %d arguments in \"%s\"\n",
			    max, argstr);
			break;
		}
		dt_stapsdt_arg_parse_n(p, len, &args[n++]);
		p += len;
	}
	return n;
}

/*
 * The symbol that a decoded argument's operand names ("NBuffers" in
 * "-4@NBuffers(%rip)"), as a pointer into da_spec and its length; NULL if
 * the argument names none or is bad.
 */
const char *
dt_stapsdt_arg_sym(const dt_stapsdt_arg_t *dap, size_t *lenp)
{
	dt_stapsdt_arg_t tmp;
	dt_stapsdt_sym_t sym;

	if (dap->da_kind == DT_STAPSDT_ARG_BAD || dap->da_spec == NULL)
		return NULL;
	tmp.da_spec = NULL;
	if (dt_stapsdt_arg_decode(dap->da_spec, &tmp, &sym) != 0 || sym.ss_name == NULL)
		return NULL;
	*lenp = sym.ss_len;
	return sym.ss_name;
}
