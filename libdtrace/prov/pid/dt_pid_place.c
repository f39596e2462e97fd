/*
 * dt_pid_place.c: where a pid entry or return probe fires at least cost,
 * when that is provably the same probe.
 *
 * What a firing costs is decided by the instruction under the breakpoint:
 * the kernel emulates a push, a nop, a relative jmp, jcc or call (and
 * turns a 5-byte nop into a call), and single-steps anything else out of
 * line, which costs a trap and a debug exception more (dt_insn_class.c:
 * ~0.6 us against ~9.3 us a firing in a virtual machine).
 *
 * Entry.  When a function's first instruction is single-stepped, its
 * entry probe moves forward to the first instruction the kernel emulates,
 * if everything between is invisible to a clause at entry (dt_insn_class.c:
 * register-only instructions that write no argument register, nor %rsp or
 * %rbp: endbr64, mov %rdi,%rax, xor %eax,%eax, test %rdi,%rdi ...), at
 * most DT_PID_PLACE_MAX of them, and no branch of the function (its cold
 * parts included) lands after the entry and up to the new site, and the
 * function has no indirect jmp (a jump table might): then every path
 * from the entry passes the new site once, before anything a clause can
 * see has changed.  Only the registers such instructions write (flags and
 * scratch registers) and the pc differ there, which only uregs[] and the
 * user stack (ustack(), ucaller ...) show: a probe whose clauses read
 * those keeps its first instruction (dt_pid_place_observed(), from
 * dt_stmt_t.st_ucontext, decided once per clause).  Two more
 * kinds of instruction are passed on a condition (dt_insn_cond_t): a read
 * of rip-relative memory if the reader rd says every process has it
 * mapped readable (a readable segment of the object: the read cannot
 * fault, and reading changes nothing), and `sub $N,%rsp` if the caller
 * allows it (sp): %rsp is then N lower at the site, which besides uregs[]
 * and the user stack only arg6..arg9 show (read at %rsp + 8 ...): the
 * caller records N (pp_movesp) and keeps the first instruction for a
 * probe whose clauses read those (dt_pid_enable.c).  A uretprobe, which
 * replaces the word at %rsp, is never placed past a sub.
 *
 * Return.  A return probe's sites are the function's rets and tail jmps
 * (dt_disasm.c), each single-stepped.  A uretprobe (the kernel's return
 * probe) is a breakpoint at the entry that replaces the return address on
 * the stack by a trampoline's, which fires the probe and goes back: at
 * the cost of the entry site plus ~0.5 us.  But the return address stays
 * replaced while the function runs, and whatever reads it then sees the
 * trampoline: libgcc's unwinder (a C++ exception, pthread_cancel(),
 * backtrace()) stops there and a throw through the function ends in
 * std::terminate (tried on 6.18: test/triggers/pid-throw.cc); setjmp()
 * would save it, vfork() pops it; a thread cancelled inside it
 * (pthread_cancel() unwinds with libgcc's unwinder) silently skips the
 * cleanups above it (test/triggers/pid-cancel.c: 0 of 6 ran).  No rule per
 * object or per process makes a function that calls safe: the unwinder
 * comes at any time (pthread_cancel(), pthread_exit() and backtrace()
 * dlopen() libgcc_s when first needed; any library may throw), and the
 * frames whose return address was replaced are on the stack by then; the
 * kernel's trampoline has no unwind information an unwinder could find.
 * So a return probe is a uretprobe only
 * where none of that can happen (dt_pid_place_uret()): the function calls
 * nothing and jumps nowhere out of itself (no call, no tail jmp, no
 * indirect jmp, no system call): no unwinder runs while it does, but for
 * a signal handler's; it never reads the word of its return address, nor
 * above it, nor moves %rsp but by push, pop, add and sub of constants
 * (checked in address order, from the disassembler's text); its only
 * returns are plain rets; and its entry site (moved as above) is
 * emulated, else the uretprobe would cost no less.  The clauses must not
 * read arg0 (which ret ran, unknown to a uretprobe) nor observe the site
 * (above): then the return sites are probed, as before.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "dt_pid_place.h"
#include "dt_insn_class.h"

/* The most instructions an entry probe moves over. */
#define DT_PID_PLACE_MAX	8
/* The most instructions of a function checked for a uretprobe. */
#define DT_PID_PLACE_URET_MAX	512

/* The bytes of a listed instruction, and how many may be read. */
static const uint8_t *
dt_pid_place_bytes(const dt_disasm_fn_t *dfn, const dt_disasm_insn_t *ip,
    size_t *np)
{
	const dt_disasm_part_t *pp = &dfn->df_parts[ip->di_part];
	int64_t o = ip->di_off - pp->dp_rel;

	*np = (size_t)(pp->dp_len - o);
	return pp->dp_code + o;
}

/* An instruction of the entry part that the entry reaches, or NULL. */
static const dt_disasm_insn_t *
dt_pid_place_code(const dt_disasm_fn_t *dfn, int64_t off)
{
	const dt_disasm_insn_t *ip = dt_disasm_at(dfn, off);

	if (ip == NULL || ip->di_part != 0 || !(ip->di_flags & DT_DISASM_CODE) ||
	    (ip->di_flags & DT_DISASM_OVERLAP))
		return NULL;
	return ip;
}

/* Is the instruction an indirect jmp (ff /4, ff /5, after prefixes)? */
static int
dt_pid_place_ijmp(const uint8_t *b, size_t n, uint32_t len)
{
	uint32_t p = 0;

	while (p < len && p < n && (strchr("\xf2\xf3\x66\x2e\x3e\x26\x36\x64"
	    "\x65\x67", b[p]) != NULL || (b[p] & 0xf0) == 0x40) && b[p] != 0)
		p++;
	return p + 1 < len && b[p] == 0xff && (((b[p + 1] >> 3) & 7) == 4 ||
	    ((b[p + 1] >> 3) & 7) == 5);
}

/* Does a branch of the function land in (0, site], or may one? */
static int
dt_pid_place_landed(const dt_disasm_fn_t *dfn, int64_t site)
{
	uint32_t i;
	int64_t t;
	size_t n;

	for (i = 0; i < dfn->df_ninsns; i++) {
		const dt_disasm_insn_t *ip = &dfn->df_insns[i];
		const uint8_t *b = dt_pid_place_bytes(dfn, ip, &n);

		if (dt_disasm_target(dfn, ip, &t) && t > 0 && t <= site)
			return 1;
		if (dt_pid_place_ijmp(b, n, ip->di_len))
			return 1;
	}
	return 0;
}

/*
 * May the entry move past the instruction ip?  Its conditions
 * (dt_insn_class.h): a move of %rsp if sp allows it (added to *spdownp),
 * a rip-relative read if rd says those bytes are readable.
 */
static int
dt_pid_place_past(const dt_disasm_insn_t *ip, const uint8_t *b, size_t n,
    int sp, dt_pid_place_rd_f *rd, void *arg, int64_t *spdownp)
{
	dt_insn_cond_t c;

	if (!dt_insn_invisible_if(b, n, ip->di_len, &c))
		return 0;
	if (c.ic_spdown > 0 && (!sp || *spdownp + c.ic_spdown > INT32_MAX))
		return 0;
	if (c.ic_riplen > 0 && (rd == NULL || !rd(arg, ip->di_off +
	    ip->di_len + c.ic_ripdisp, c.ic_riplen)))
		return 0;
	*spdownp += c.ic_spdown;
	return 1;
}

int64_t
dt_pid_place_entry(const dt_disasm_fn_t *dfn, int sp, dt_pid_place_rd_f *rd,
    void *arg, int64_t *spdownp)
{
	const dt_disasm_insn_t *ip;
	int64_t off = 0, spdown = 0;
	size_t n;
	int k;

	*spdownp = 0;
	for (k = 0; k <= DT_PID_PLACE_MAX; k++) {
		const uint8_t *b;

		if ((ip = dt_pid_place_code(dfn, off)) == NULL)
			return 0;
		b = dt_pid_place_bytes(dfn, ip, &n);
		if (dt_insn_emulated(b, n, ip->di_len))
			break;
		if (!dt_pid_place_past(ip, b, n, sp, rd, arg, &spdown))
			return 0;
		off += ip->di_len;
	}
	if (k > DT_PID_PLACE_MAX || off == 0 ||
	    dt_disasm_site(dfn, off, NULL) != NULL ||
	    dt_pid_place_landed(dfn, off))
		return 0;
	*spdownp = spdown;
	return off;
}

/* ---- uretprobes ---- */

/* The words of an instruction's text: its mnemonic and its operands. */
static const char *
dt_pid_place_mnem(char *text, char **opsp)
{
	static const char *const pfx[] = { "rep", "repz", "repnz", "repe",
	    "repne", "bnd", "notrack", "data16", "addr32", "cs", "ds", "es",
	    "ss", "fs", "gs", NULL };
	char *w = text, *e;
	int i;

	for (;;) {
		w += strspn(w, " \t");
		e = w + strcspn(w, " \t");
		for (i = 0; pfx[i] != NULL; i++)
			if ((size_t)(e - w) == strlen(pfx[i]) &&
			    strncmp(w, pfx[i], e - w) == 0)
				break;
		if (pfx[i] == NULL && strncmp(w, "rex", 3) != 0)
			break;
		w = e;
	}
	if (*e != '\0')
		*e++ = '\0';
	*opsp = e + strspn(e, " \t");
	return w;
}

/* Is the mnemonic m (with or without an AT&T size suffix q or l) name? */
static int
dt_pid_place_is(const char *m, const char *name)
{
	size_t k = strlen(name);

	return strncmp(m, name, k) == 0 && (m[k] == '\0' ||
	    ((m[k] == 'q' || m[k] == 'l') && m[k + 1] == '\0'));
}

/*
 * Each memory operand based on reg ("(%rsp" ...) in ops: its displacement
 * must be below lim and it must have no index; 1 if one is not.
 */
static int
dt_pid_place_memref(const char *ops, const char *reg, int64_t lim)
{
	const char *p;
	size_t k = strlen(reg);

	for (p = strstr(ops, reg); p != NULL; p = strstr(p + 1, reg)) {
		const char *d = p;
		int64_t disp;

		if (d == ops || d[-1] != '(')
			continue;	/* a register operand: the caller's */
		d--;
		while (d > ops && strchr("0123456789abcdefx-", d[-1]) != NULL)
			d--;
		disp = d == p - 1 ? 0 : strtoll(d, NULL, 0);
		if (p[k] != ')' || disp >= lim)
			return 1;
	}
	return 0;
}

/* A register operand %rsp (not inside a memory operand)? */
static int
dt_pid_place_rspreg(const char *ops)
{
	const char *p;

	for (p = strstr(ops, "%rsp"); p != NULL; p = strstr(p + 1, "%rsp"))
		if (p == ops || p[-1] != '(')
			return 1;
	return 0;
}

/* The stack effect of "add/sub $imm,%rsp" in *dp; 0 if not that. */
static int
dt_pid_place_rspimm(const char *m, const char *ops, int64_t *dp)
{
	const char *c = strchr(ops, ',');
	int64_t v;

	if (ops[0] != '$' || c == NULL || strcmp(c + 1, "%rsp") != 0)
		return 0;
	v = strtoll(ops + 1, NULL, 0);
	if (dt_pid_place_is(m, "sub"))
		*dp = v;
	else if (dt_pid_place_is(m, "add"))
		*dp = -v;
	else
		return 0;
	return 1;
}

/* What stops one instruction of a uretprobe's function; NULL if none. */
static const char *
dt_pid_place_uret_insn(const dt_disasm_fn_t *dfn, const dt_disasm_insn_t *ip,
    int64_t *depthp, int *fpp)
{
	char text[160], *ops;
	const char *m;
	int64_t d;

	dt_disasm_insn_text(dfn, ip, text, sizeof(text));
	m = dt_pid_place_mnem(text, &ops);
	if (dt_pid_place_is(m, "call"))
		return "it calls other code, which an unwinder may go through";
	if (ip->di_flags & DT_DISASM_RETURN)
		return dt_pid_place_is(m, "ret") && ops[0] == '\0' ? NULL :
		    "it returns by a jump";
	if (dt_pid_place_is(m, "jmp") && ops[0] == '*')
		return "it has an indirect jump";
	if (strcmp(m, "syscall") == 0 || strcmp(m, "sysenter") == 0 ||
	    strncmp(m, "int", 3) == 0 || strcmp(m, "ud2") == 0 ||
	    strcmp(m, "hlt") == 0 || strncmp(m, "iret", 4) == 0 ||
	    dt_pid_place_is(m, "enter"))
		return "it makes a system call or traps";
	if (dt_pid_place_memref(ops, "%rsp", *depthp) ||
	    (*fpp && dt_pid_place_memref(ops, "%rbp", 0)))
		return "it reads or writes its stack above its own words";
	if (dt_pid_place_is(m, "push") || dt_pid_place_is(m, "pushf") ||
	    dt_pid_place_is(m, "pop") || dt_pid_place_is(m, "popf")) {
		if (dt_pid_place_rspreg(ops))
			return "it moves its stack pointer";
		*depthp += m[1] == 'u' ? 8 : -8;
	} else if (dt_pid_place_is(m, "leave"))
		*depthp = 0;
	else if (dt_pid_place_rspimm(m, ops, &d))
		*depthp += d;
	else if (dt_pid_place_is(m, "mov") && strcmp(ops, "%rsp,%rbp") == 0)
		*fpp = 1;
	else if (dt_pid_place_rspreg(ops))
		return "it moves its stack pointer";
	if (*depthp < 0)
		return "it reads its return address";
	return NULL;
}

const char *
dt_pid_place_uret(const dt_disasm_fn_t *dfn, int64_t site)
{
	const dt_disasm_insn_t *ip = dt_pid_place_code(dfn, site);
	const char *why = NULL;
	const uint8_t *b;
	int64_t depth = 0;
	uint32_t i;
	size_t n = 0;
	int fp = 0;

	if (ip == NULL || dt_disasm_site(dfn, site, NULL) != NULL)
		return "its entry may not be probed";
	b = dt_pid_place_bytes(dfn, ip, &n);
	if (!dt_insn_emulated(b, n, ip->di_len))
		return "its entry is single-stepped: a uretprobe would cost "
		    "no less";
	if (dfn->df_incomplete != NULL || dfn->df_nrets == 0)
		return "its returns are not all known";
	if (dfn->df_ninsns > DT_PID_PLACE_URET_MAX)
		return "it is too long to check";
	for (i = 0; i < dfn->df_ninsns && why == NULL; i++)
		if (dfn->df_insns[i].di_flags & DT_DISASM_CODE)
			why = dt_pid_place_uret_insn(dfn, &dfn->df_insns[i],
			    &depth, &fp);
	return why;
}

/* ---- clauses ---- */

int
dt_pid_place_observed(dt_stmt_t *const *stmts, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (stmts[i]->st_clause == NULL || stmts[i]->st_ucontext)
			return 1;
	return 0;
}
