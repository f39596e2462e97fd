/*
 * dt_insn_safe.c: may a uprobe go at an x86-64 instruction?
 *
 * A uprobe replaces the first byte of an instruction by int3.  When the
 * breakpoint hits, the kernel (arch/x86/kernel/uprobes.c) runs the
 * original instruction in one of two ways: it emulates it (a relative
 * jmp, jcc or call, a nop, a push of a register), or it single-steps a
 * copy of it in a page of its own (the "XOL" slot) and then corrects the
 * instruction pointer (and a call's return address; a rip-relative
 * operand is rewritten to go through a scratch register).  Which way is
 * decided when the uprobe is registered (arch_uprobe_analyze_insn()), from
 * the instruction as the kernel's own decoder reads it:
 *
 *   1. It refuses (the attach fails for that site): an instruction its
 *	decoder does not know (ENOEXEC: FMA4, which the kernel's opcode map
 *	lacks); a lock prefix or a cs, ds, es or ss segment prefix (ENOTSUPP,
 *	also `notrack`, which is ds); mov or pop to %ss; and every
 *	instruction whose *first opcode byte* is in its table of bad one-byte
 *	opcodes (good_insns_64: int3, int n, into, int1, hlt, cli, sti, in,
 *	out, ins, outs, iret, the opcodes invalid in 64-bit mode).  The
 *	two-byte table (good_2byte_insns, which would refuse syscall,
 *	sysenter, ud2 ...) is never consulted for 64-bit code, since 0f, the
 *	first byte of every two-byte opcode, is a good one-byte opcode: the
 *	kernel does probe syscall (tried on 6.18).
 *
 *   2. It emulates, deciding by the first opcode byte alone: 70-7f as a
 *	jcc rel8, e9 and eb as a jmp, e8 as a call, 90 (after any prefixes)
 *	as a nop, 50-57 as a push (at most 2 bytes long); 0f 80-8f as jcc
 *	rel32.  And after single-stepping, it does not correct the
 *	instruction pointer after c2, c3, ca, cb (ret: the ip is already
 *	right), treats ff /2../5 as an indirect call or jmp, and leaves the
 *	trap flag as 9d (popf) set it.
 *
 * The first opcode byte of a VEX, EVEX or XOP encoded instruction, for
 * the kernel's decoder, is its opcode byte proper (the one after the VEX
 * prefix), whatever its opcode map.  So AVX code is judged by one-byte
 * rules that are not its own, and this is what harms traced programs
 * (the `*_avx2` and `*_evex` string functions glibc picks):
 *
 *	vpcmpeqb (c5 fd 74 ..)	taken for jz: emulated, the instruction
 *				never runs (and the "jump" may be taken)
 *	vpshufd (c5 f9 70 .. ib)  taken for jo ib: a jump by its immediate
 *	vzeroupper (c5 f8 77), vpbroadcastb (c4 e2 7d 78 ..), vpternlog...
 *	vpsubsb (.. e8 ..)	taken for a call: a return address is pushed
 *	vpor, vpsubsw (.. eb/e9 ..)  taken for jmp: skipped
 *	kmovw (c5 f8 90 ..)	taken for nop: skipped
 *	vcmpps (.. c2 .. ib)	taken for ret: the ip is not corrected and
 *				the program runs on in the XOL page
 *	vfnmadd132ss (.. 9d ..)	taken for popf: the trap flag stays set
 *	vmovdqu (.. 6f ..)	taken for outs: refused (harmless)
 *
 * XOP (8f with a map >= 8, AMD's) is not known to the kernel's decoder at
 * all: it reads the bytes as pop r/m, of another length, and may rewrite
 * what it takes for a rip-relative modrm byte.
 *
 * Besides what the kernel gets wrong, some instructions cannot be
 * single-stepped faithfully at all:
 *
 *	pushf		pushes the trap flag the single-step set; the
 *			program's later popf sets it and SIGTRAP kills it
 *	syscall, sysenter  the trap flag goes into the kernel and into
 *			%r11; a clone child starts with it, and execve,
 *			sigreturn or exit never come back to the step
 *	rep movs/stos/cmps/lods/scas  a single step is one iteration, so
 *			the uprobe fires once per iteration (and a trap per
 *			byte makes memset crawl)
 *	xbegin		the transaction aborts at once, to a fallback address
 *			computed from the XOL copy
 *	xchg %r8,%rax (49 90)  "90 after prefixes": emulated as a nop
 *
 * dt_insn_check() decodes the prefixes (legacy, REX, VEX2, VEX3, EVEX,
 * XOP) itself and applies these rules to the length the disassembler
 * (libopcodes, dt_disasm.c) found; it is stricter than the kernel, never
 * looser: every instruction the kernel refuses is refused here too (so no
 * attach fails for it), every instruction it would run wrongly is unsafe.
 * What is left is what it runs as the CPU would.  An instruction the
 * kernel's decoder does not know but this file does not list either (a
 * newer extension) is refused by the kernel when attaching (ENOEXEC); the
 * pid provider leaves that site out and says so (dt_uprobe.c).
 */
#include <string.h>
#include "dt_insn_safe.h"

/*
 * The one-byte opcodes the kernel's uprobes never probe in 64-bit code
 * (its good_insns_64 table, as of Linux 6.18): invalid in 64-bit mode (06
 * 07 0e 16 17 1e 1f 27 2f 37 3f 60 61 62 82 9a ce d4 d5 d6 ea), or
 * faulting or trapping in user space (6c-6f ins/outs, e4-e7 ec-ef in/out,
 * cc int3, cd int n, cf iret, f1 int1, f4 hlt, fa cli, fb sti).
 */
static const uint8_t dt_insn_kbad[] = {
	0x06, 0x07, 0x0e, 0x16, 0x17, 0x1e, 0x1f, 0x27, 0x2f, 0x37, 0x3f,
	0x60, 0x61, 0x62, 0x6c, 0x6d, 0x6e, 0x6f, 0x82, 0x9a, 0xcc, 0xcd,
	0xce, 0xcf, 0xd4, 0xd5, 0xd6, 0xe4, 0xe5, 0xe6, 0xe7, 0xea, 0xec,
	0xed, 0xee, 0xef, 0xf1, 0xf4, 0xfa, 0xfb
};

static int
dt_insn_kernel_bad(uint8_t op)
{
	return memchr(dt_insn_kbad, op, sizeof(dt_insn_kbad)) != NULL;
}

/* What the prefixes of an instruction say, and where its opcode is. */
typedef struct dt_insn_pfx {
	int lock;		/* f0 */
	int seg;		/* 26, 2e, 36 or 3e */
	int p66;		/* 66 */
	int rep;		/* f2 or f3 */
	int rex;		/* the REX byte, or 0 */
	int late;		/* a legacy prefix after REX */
	uint32_t opc;		/* offset of the opcode (VEX ...: its prefix) */
} dt_insn_pfx_t;

static void
dt_insn_prefixes(const uint8_t *b, uint32_t len, dt_insn_pfx_t *pp)
{
	uint32_t i;

	memset(pp, 0, sizeof(*pp));
	for (i = 0; i < len; i++) {
		switch (b[i]) {
		case 0xf0:
			pp->lock = 1;
			break;
		case 0x26: case 0x2e: case 0x36: case 0x3e:
			pp->seg = b[i];
			break;
		case 0x66:
			pp->p66 = 1;
			break;
		case 0xf2: case 0xf3:
			pp->rep = b[i];
			break;
		case 0x64: case 0x65: case 0x67:
			break;
		default:
			if ((b[i] & 0xf0) == 0x40) {	/* REX: the last prefix */
				pp->late |= pp->rex != 0;
				pp->rex = b[i];
				continue;
			}
			pp->opc = i;
			return;
		}
		pp->late |= pp->rex != 0;	/* a legacy prefix after REX */
	}
	pp->opc = len;
}

#define DT_INSN_KREFUSE	"is refused by the kernel's uprobes "
#define DT_INSN_KWRONG	"would be run wrongly by the kernel's uprobes: " \
	"they take its opcode byte for "

/* A VEX (c5, c4), EVEX (62) or XOP (8f) encoded instruction at b[o]. */
static dt_insn_verdict_t
dt_insn_vex(const uint8_t *b, uint32_t len, const dt_insn_pfx_t *pp,
    uint32_t o, const char **whyp)
{
	uint32_t plen = b[o] == 0xc5 ? 2 : b[o] == 0x62 ? 4 : 3;
	uint8_t op, map;

	if (o + plen >= len) {
		*whyp = "is not a whole instruction";
		return DT_INSN_UNDECODED;
	}
	if (pp->rex || pp->p66 || pp->rep || pp->lock) {
		*whyp = "has a prefix the CPU does not allow before a VEX "
		    "prefix";
		return DT_INSN_UNSAFE;
	}
	op = b[o + plen];
	map = b[o] == 0xc5 ? 1 : b[o] == 0x62 ? b[o + 1] & 0x07 :
	    b[o + 1] & 0x1f;
	if (b[o] == 0x8f) {
		*whyp = "is XOP-encoded, which the kernel's instruction "
		    "decoder does not know: it would read (and may rewrite) "
		    "other bytes as another instruction";
		return DT_INSN_UNSAFE;
	}
	if (b[o] == 0xc4 && map == 3 && ((op >= 0x5c && op <= 0x5f) ||
	    (op >= 0x68 && op <= 0x6f) || (op >= 0x78 && op <= 0x7f))) {
		*whyp = "is refused by the kernel (an FMA4 instruction, which "
		    "its instruction decoder does not know: Exec format "
		    "error)";
		return DT_INSN_REFUSED;
	}
	if (dt_insn_kernel_bad(op)) {
		*whyp = DT_INSN_KREFUSE "(they read its VEX/EVEX opcode "
		    "byte as a one-byte opcode they never probe)";
		return DT_INSN_REFUSED;
	}
	if (op >= 0x70 && op <= 0x7f) {
		*whyp = DT_INSN_KWRONG "a conditional jump, and emulate a "
		    "jump instead of running it";
		return DT_INSN_UNSAFE;
	}
	switch (op) {
	case 0xe8:
		*whyp = DT_INSN_KWRONG "a call, and emulate a call instead "
		    "of running it";
		return DT_INSN_UNSAFE;
	case 0xe9: case 0xeb:
		*whyp = DT_INSN_KWRONG "a jmp, and emulate a jump instead of "
		    "running it";
		return DT_INSN_UNSAFE;
	case 0x90:
		*whyp = DT_INSN_KWRONG "a nop, and skip it";
		return DT_INSN_UNSAFE;
	case 0xc2: case 0xc3: case 0xca: case 0xcb:
		*whyp = DT_INSN_KWRONG "a ret, and the program would go on "
		    "in their copy of it";
		return DT_INSN_UNSAFE;
	case 0x9d:
		*whyp = DT_INSN_KWRONG "popf, and the trap flag would stay "
		    "set (SIGTRAP)";
		return DT_INSN_UNSAFE;
	case 0xff:
		*whyp = DT_INSN_KWRONG "an indirect call or jmp";
		return DT_INSN_UNSAFE;
	}
	return DT_INSN_SAFE;
}

/* A legacy-encoded instruction, its opcode at b[o]. */
static dt_insn_verdict_t
dt_insn_legacy(const uint8_t *b, uint32_t len, const dt_insn_pfx_t *pp,
    uint32_t o, const char **whyp)
{
	uint8_t op = b[o], op2 = o + 1 < len ? b[o + 1] : 0;
	uint8_t modrm = op2;

	if (dt_insn_kernel_bad(op)) {
		*whyp = DT_INSN_KREFUSE "(an opcode they never probe)";
		return DT_INSN_REFUSED;
	}
	if (op == 0x8e && ((modrm >> 3) & 7) == 2) {
		*whyp = DT_INSN_KREFUSE "(a move to %ss)";
		return DT_INSN_REFUSED;
	}
	if (pp->p66 && ((op >= 0x70 && op <= 0x7f) || op == 0xe8 ||
	    op == 0xe9 || op == 0xeb || (op == 0x0f && op2 >= 0x80 &&
	    op2 <= 0x8f))) {
		*whyp = DT_INSN_KREFUSE "(a branch with an operand-size "
		    "prefix)";
		return DT_INSN_REFUSED;
	}
	if (op == 0x9c) {
		*whyp = "cannot be single-stepped faithfully: it pushes the "
		    "trap flag the step sets, and the program's popf then "
		    "gets SIGTRAP";
		return DT_INSN_UNSAFE;
	}
	if (op == 0x90 && (pp->rex & 1)) {
		*whyp = DT_INSN_KWRONG "a nop, and skip it (it is xchg with "
		    "%r8)";
		return DT_INSN_UNSAFE;
	}
	if (pp->rep && ((op >= 0xa4 && op <= 0xa7) || (op >= 0xaa &&
	    op <= 0xaf))) {
		*whyp = "is a rep string instruction: the kernel single-steps "
		    "it one iteration at a time, and the probe would fire on "
		    "every iteration";
		return DT_INSN_UNSAFE;
	}
	if (op == 0xc7 && modrm == 0xf8) {
		*whyp = "starts a transaction, which under single-step aborts "
		    "at once, to a fallback address the kernel does not "
		    "correct";
		return DT_INSN_UNSAFE;
	}
	if (op == 0x0f && (op2 == 0x05 || op2 == 0x07 || op2 == 0x34 ||
	    op2 == 0x35)) {
		*whyp = "is a system call: single-stepping it takes the trap "
		    "flag into the kernel and into %r11, and a clone child, "
		    "execve or sigreturn never return to the step";
		return DT_INSN_UNSAFE;
	}
	return DT_INSN_SAFE;
}

dt_insn_verdict_t
dt_insn_check(const uint8_t *b, size_t n, uint32_t len, const char **whyp)
{
	const char *why = NULL;
	dt_insn_verdict_t v;
	dt_insn_pfx_t pfx;

	if (whyp == NULL)
		whyp = &why;
	*whyp = NULL;
	if (len == 0 || len > 15 || len > n) {
		*whyp = "is not a whole instruction";
		return DT_INSN_UNDECODED;
	}
	dt_insn_prefixes(b, len, &pfx);
	if (pfx.opc >= len) {
		*whyp = "is not a whole instruction";
		return DT_INSN_UNDECODED;
	}
	if (pfx.lock) {
		*whyp = DT_INSN_KREFUSE "(a lock prefix)";
		return DT_INSN_REFUSED;
	}
	if (pfx.seg) {
		*whyp = pfx.seg == 0x3e ? DT_INSN_KREFUSE "(a ds segment or "
		    "notrack prefix)" : DT_INSN_KREFUSE "(a cs, es or ss "
		    "segment prefix)";
		return DT_INSN_REFUSED;
	}
	if (pfx.late) {
		*whyp = "has a legacy prefix after its REX prefix, which the "
		    "kernel's decoder reads differently";
		return DT_INSN_UNSAFE;
	}
	switch (b[pfx.opc]) {
	case 0xc4: case 0xc5: case 0x62:
		v = dt_insn_vex(b, len, &pfx, pfx.opc, whyp);
		break;
	case 0x8f:
		if (pfx.opc + 1 < len && (b[pfx.opc + 1] & 0x1f) >= 8) {
			v = dt_insn_vex(b, len, &pfx, pfx.opc, whyp);
			break;
		}
		/* pop r/m */
		/* FALLTHROUGH */
	default:
		v = dt_insn_legacy(b, len, &pfx, pfx.opc, whyp);
	}
	return v;
}

const char *
dt_insn_verdict_name(dt_insn_verdict_t v)
{
	switch (v) {
	case DT_INSN_SAFE:
		return "safe";
	case DT_INSN_REFUSED:
		return "refused";
	case DT_INSN_UNSAFE:
		return "unsafe";
	default:
		return "undecoded";
	}
}
