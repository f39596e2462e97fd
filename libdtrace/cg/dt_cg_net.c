/*
 * dt_cg_net.c: the network subroutines: byte order (htons, htonl, htonll,
 * ntohs, ntohl, ntohll) and addresses as strings (inet_ntoa, inet_ntoa6,
 * inet_ntop, link_ntop).
 *
 * Byte order is one BPF_END instruction (to big-endian; on a big-endian
 * host it only truncates).
 *
 * The address functions read the address (4 or 16 bytes) from memory,
 * kernel or user (a DT_NF_USERLAND pointer), alloca memory included, and
 * format it into a string in BPF, in the way DTrace's kernel does: from
 * the end backwards, so that the digits of each number come out of
 * repeated division.  The work area is consecutive string temporaries of
 * scratch memory (at least DT_NET_AREA bytes): the address bytes, the
 * formatter's state, then the 64-byte output, whose last byte is the NUL;
 * the result is a pointer into it, after the last character written.
 *
 *	IPv4	dotted decimal: 192.168.1.10
 *	IPv6	16-bit groups in lower-case hex without leading zeros, ":"
 *		between them; the longest run of zero bytes starting at a
 *		group, found by DTrace's byte-wise scan (so even a single zero
 *		group is compressed, except at the end), becomes "::";
 *		IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d,
 *		but not :: and ::1) addresses end in dotted decimal, and
 *		inet_ntoa6() gives only the dotted decimal part for them
 *		unless its second argument (a constant, "strict") is not 0.
 *
 * inet_ntop(af, addr) takes AF_INET (2) or AF_INET6 (10, Linux's value);
 * any other family is an "illegal operation" fault.  An unreadable address
 * is an "invalid address" fault.  link_ntop(type, addr), as in Oracle
 * Linux DTrace, takes ARPHRD_ETHER (1: 6 bytes) or ARPHRD_INFINIBAND (32:
 * 20 bytes), written forwards as two lower-case hex digits per byte with
 * ":" between them; any other type is an "illegal operation" fault.
 *
 * While formatting (no helper calls) r4 is the work area, r1 the number
 * being printed, r0-r3 scratch.  The state, the output cursor included,
 * lives in the work area rather than in registers: loaded from memory it
 * is unknown to the verifier (the cursor masked to 0-63), so the
 * verifier's walk of the branches merges at every join instead of
 * following each path's constants, and stays linear in the code's size.
 */
#include "dt_impl.h"
#include "dt_cook.h"
#include "dt_cg.h"

#define DT_AF_INET	2
#define DT_AF_INET6	10
#define DT_ARPHRD_ETHER		1
#define DT_ARPHRD_INFINIBAND	32
#define DT_NET_LINKMAX		20	/* bytes of an InfiniBand address */

#define DT_NET_IN	0	/* the address's bytes */
#define DT_NET_TZ	16	/* u64 state: tryzero, then the "::" group */
#define DT_NET_FZ	24	/*   firstzero */
#define DT_NET_NZ	32	/*   numzero */
#define DT_NET_SKIP	40	/*   groups from here up are in the "::" */
#define DT_NET_V4	48	/*   the address ends in an IPv4 address */
#define DT_NET_CUR	56	/*   the output cursor (0-63) */
#define DT_NET_OUT	64	/* the output, written backwards */
#define DT_NET_OUTSZ	64
#define DT_NET_AREA	(DT_NET_OUT + DT_NET_OUTSZ)

#define DT_NET_BASE	BPF_REG_4
#define DT_NET_VAL	BPF_REG_1

#define DT_INSN_BSWAP(d, bits) \
	((struct bpf_insn){ .code = BPF_ALU | BPF_END | BPF_TO_BE, .dst_reg = (d), \
	    .imm = (bits) })

/* htons ... ntohll */
static int
dt_cg_byteorder(dt_cg_t *cg, dt_node_t *dnp)
{
	int reg = dt_cg_expr(cg, dnp->dn_args), bits;

	switch (dnp->dn_ident->di_id) {
	case DT_SUB_HTONS: case DT_SUB_NTOHS:
		bits = 16;
		break;
	case DT_SUB_HTONL: case DT_SUB_NTOHL:
		bits = 32;
		break;
	default:
		bits = 64;
		break;
	}
	dt_cg_emit(cg, DT_INSN_BSWAP(reg, bits));
	return reg;
}

/* ---- writing the output backwards ---- */

/* The character in r0 (or the constant c >= 0) at the cursor. */
static void
dt_net_put(dt_cg_t *cg, int c)
{
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, DT_NET_BASE, DT_NET_CUR));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_3, DT_NET_OUTSZ - 1));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, DT_NET_BASE));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_3));
	if (c >= 0)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_2, DT_NET_OUT, c));
	else
		dt_cg_emit(cg, BPF_STX_MEM(BPF_B, BPF_REG_2, BPF_REG_0, DT_NET_OUT));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_3, 1));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_NET_BASE, BPF_REG_3, DT_NET_CUR));
}

/* The number in r1 in base 10 or 16 ("0" for 0): at most `digits` digits. */
static void
dt_net_number(dt_cg_t *cg, int base, int digits)
{
	uint32_t end = dt_irlist_label(cg->dlp);
	int i;

	for (i = 0; i < digits; i++) {
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, DT_NET_VAL));
		if (base == 10) {
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_MOD, BPF_REG_0, 10));
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, '0'));
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_DIV, DT_NET_VAL, 10));
		} else {
			uint32_t digit = dt_irlist_label(cg->dlp);

			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 15));
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, '0'));
			dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLE, BPF_REG_0, '9', 0),
			    digit);
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, 'a' - '0' - 10));
			dt_irlist_place(cg->dlp, digit);
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, DT_NET_VAL, 4));
		}
		dt_net_put(cg, -1);
		if (i + 1 < digits)
			dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, DT_NET_VAL, 0, 0), end);
	}
	dt_irlist_place(cg->dlp, end);
}

/* Dotted decimal of the 4 address bytes from byte `first`. */
static void
dt_net_ipv4(dt_cg_t *cg, int first)
{
	int i;

	for (i = 3; i >= 0; i--) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, DT_NET_VAL, DT_NET_BASE,
		    DT_NET_IN + first + i));
		dt_net_number(cg, 10, 3);
		if (i > 0)
			dt_net_put(cg, '.');
	}
}

/* ---- IPv6 ---- */

/*
 * DTrace's search for the run of zeros to compress, byte by byte: a run
 * starts at a zero byte at an even offset; it is kept if longer than the
 * best so far (numzero, at first 1); a run reaching the last byte counts
 * one byte less when compared, two more when kept.  The state is in the
 * work area, so that the verifier sees no constants to explore paths by.
 */
static void
dt_net_zerorun(dt_cg_t *cg)
{
	dt_irlist_t *dlp = cg->dlp;
	int i;

	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_TZ, -1));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_FZ, -1));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_NZ, 1));
	for (i = 0; i < 16; i++) {
		uint32_t next = dt_irlist_label(dlp), notstart = dt_irlist_label(dlp);
		uint32_t keep = dt_irlist_label(dlp);

		dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, BPF_REG_0, DT_NET_BASE, DT_NET_IN + i));
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, DT_NET_BASE, DT_NET_TZ));
		if (i % 2 == 0) {
			dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), notstart);
			dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, -1, 0), notstart);
			dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_TZ, i));
			dt_irlist_jump(dlp, BPF_JA_INSN(0), next);
			dt_irlist_place(dlp, notstart);
		}
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, -1, 0), next);
		if (i != 15)
			dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), next);
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, i));
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_1));
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, DT_NET_BASE, DT_NET_NZ));
		dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JSGT, BPF_REG_2, BPF_REG_3, 0), keep);
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_TZ, -1));
		dt_irlist_jump(dlp, BPF_JA_INSN(0), next);
		dt_irlist_place(dlp, keep);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_NET_BASE, BPF_REG_1, DT_NET_FZ));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, i - i % 2));
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_3, BPF_REG_1));
		if (i == 15) {
			uint32_t odd = dt_irlist_label(dlp);

			dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), odd);
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 2));
			dt_irlist_place(dlp, odd);
		}
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_NET_BASE, BPF_REG_3, DT_NET_NZ));
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_TZ, -1));
		dt_irlist_place(dlp, next);
	}
}

/*
 * The V4 word = 1 if the address is IPv4-mapped (::ffff:0:0/96) or
 * IPv4-compatible (::/96 but not :: or ::1), else 0.
 */
static void
dt_net_is_v4(dt_cg_t *cg)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t no = dt_irlist_label(dlp), yes = dt_irlist_label(dlp);
	uint32_t done = dt_irlist_label(dlp);

	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_NET_BASE, DT_NET_IN));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), no);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_H, BPF_REG_0, DT_NET_BASE, DT_NET_IN + 8));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), no);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_H, BPF_REG_0, DT_NET_BASE, DT_NET_IN + 10));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0xffff, 0), yes);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), no);
	/* the last 4 bytes, little-endian: neither 0.0.0.0 nor 0.0.0.1 */
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_0, DT_NET_BASE, DT_NET_IN + 12));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), no);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0x01000000, 0), no);
	dt_irlist_place(dlp, yes);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_V4, 1));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, no);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_V4, 0));
	dt_irlist_place(dlp, done);
}

/*
 * The group at byte i, as DTrace writes it going backwards: skipped if
 * the IPv4 part stands there or "::" already covers it; "::" at the last
 * group of the zero run; else the group and, unless it is the last group
 * or the one before the run, the ":" after it.
 */
static void
dt_net_group(dt_cg_t *cg, int i)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t skip = dt_irlist_label(dlp), nocolon = dt_irlist_label(dlp);
	uint32_t group = dt_irlist_label(dlp);

	if (i > 10) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_NET_BASE, DT_NET_V4));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), skip);
	}
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_NET_BASE, DT_NET_SKIP));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLE, BPF_REG_0, i, 0), skip);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_NET_BASE, DT_NET_TZ));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, i, 0), group);
	dt_net_put(cg, ':');
	dt_net_put(cg, ':');
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_NET_BASE, DT_NET_FZ));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_NET_BASE, BPF_REG_0, DT_NET_SKIP));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), skip);
	dt_irlist_place(dlp, group);
	if (i < 14) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_NET_BASE, DT_NET_FZ));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, i + 2, 0), nocolon);
		dt_net_put(cg, ':');
		dt_irlist_place(dlp, nocolon);
	}
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, DT_NET_VAL, DT_NET_BASE, DT_NET_IN + i));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, DT_NET_VAL, 8));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, BPF_REG_0, DT_NET_BASE, DT_NET_IN + i + 1));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_OR, DT_NET_VAL, BPF_REG_0));
	dt_net_number(cg, 16, 4);
	dt_irlist_place(dlp, skip);
}

/* Start the output: the cursor at the end, and the NUL there. */
static void
dt_net_start(dt_cg_t *cg, int32_t area)
{
	dt_cg_memptr(cg, DT_NET_BASE, DT_MR_STRTMP, area);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_CUR, DT_NET_OUTSZ - 1));
	dt_net_put(cg, 0);
}

/* Format the 16 bytes; ntoa6: only the IPv4 part of an IPv4 address. */
static void
dt_net_ipv6(dt_cg_t *cg, int32_t area, int ntoa6)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t v6 = dt_irlist_label(dlp), done = dt_irlist_label(dlp);
	int i;

	dt_net_start(cg, area);
	dt_net_zerorun(cg);
	/* the group that gets "::": firstzero + numzero - 2 */
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_NET_BASE, DT_NET_FZ));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, DT_NET_BASE, DT_NET_NZ));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, 2));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_NET_BASE, BPF_REG_0, DT_NET_TZ));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_NET_BASE, DT_NET_SKIP, 16));
	dt_net_is_v4(cg);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_NET_BASE, DT_NET_V4));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), v6);
	dt_net_ipv4(cg, 12);
	if (ntoa6)
		dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, v6);
	for (i = 14; i >= 0; i -= 2)
		dt_net_group(cg, i);
	dt_irlist_place(dlp, done);
}

/* ---- the subroutines ---- */

/* A work area of consecutive string temporaries; its offset in DT_MR_STRTMP. */
static int32_t
dt_net_area(dt_cg_t *cg)
{
	uint32_t first = dt_cg_strtmp(cg), n = 1;

	while (dt_cg_strtmp_off(cg, n) < DT_NET_AREA) {
		dt_cg_strtmp(cg);
		n++;
	}
	return dt_cg_strtmp_off(cg, first);
}

/* Copy `size` address bytes at reg into the area, or fault. */
static void
dt_net_read(dt_cg_t *cg, const dt_node_t *addr, int reg, int32_t area, int size)
{
	uint32_t ok = dt_irlist_label(cg->dlp);

	if (addr->dn_flags & DT_NF_ALLOCA)
		dt_cg_alloca_check(cg, reg, -1, (uint32_t)size, 0);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, area + DT_NET_IN);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
	dt_cg_call(cg, (addr->dn_flags & DT_NF_USERLAND) ?
	    BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(cg->dlp, ok);
}

/* IPv4 into the area. */
static void
dt_net_format4(dt_cg_t *cg, int32_t area)
{
	dt_net_start(cg, area);
	dt_net_ipv4(cg, 0);
}

/* reg = the string: after the last character written. */
static void
dt_net_result(dt_cg_t *cg, int reg, int32_t area)
{
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, area);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, reg, DT_NET_CUR));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, 1));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, DT_NET_OUTSZ - 1));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, reg, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, DT_NET_OUT));
}

/* inet_ntoa(p), inet_ntoa6(p [, strict]) */
static int
dt_cg_inet_ntoa(dt_cg_t *cg, dt_node_t *dnp)
{
	int32_t area = dt_net_area(cg);
	int reg = dt_cg_expr(cg, dnp->dn_args);

	if (dnp->dn_ident->di_id == DT_SUB_INET_NTOA) {
		dt_net_read(cg, dnp->dn_args, reg, area, 4);
		dt_net_format4(cg, area);
	} else {
		const dt_node_t *strict = dnp->dn_args->dn_list;

		dt_net_read(cg, dnp->dn_args, reg, area, 16);
		dt_net_ipv6(cg, area, strict == NULL || strict->dn_value == 0);
	}
	dt_net_result(cg, reg, area);
	return reg;
}

/* One kind of address a subroutine formats: its AF_ or ARPHRD_ value,
   the bytes read, and how they are formatted into the area. */
typedef struct dt_net_case {
	int32_t nc_kind;
	int nc_len;
	void (*nc_format)(dt_cg_t *cg, int32_t area, int len);
} dt_net_case_t;

/*
 * Read the address at addr (its value in reg) and format it as the case
 * of c[0], c[1] whose kind the register kind holds; any other kind is an
 * illegal-operation fault.
 */
static void
dt_net_cases(dt_cg_t *cg, const dt_node_t *addr, int kind, int reg,
    int32_t area, const dt_net_case_t *c)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t second = dt_irlist_label(dlp), bad = dt_irlist_label(dlp);
	uint32_t done = dt_irlist_label(dlp);

	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, kind, c[0].nc_kind, 0), second);
	dt_net_read(cg, addr, reg, area, c[0].nc_len);
	c[0].nc_format(cg, area, c[0].nc_len);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, second);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, kind, c[1].nc_kind, 0), bad);
	dt_net_read(cg, addr, reg, area, c[1].nc_len);
	c[1].nc_format(cg, area, c[1].nc_len);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, bad);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	dt_irlist_place(dlp, done);
}

static void
dt_net_inet4(dt_cg_t *cg, int32_t area, int len)
{
	dt_net_format4(cg, area);
}

static void
dt_net_inet6(dt_cg_t *cg, int32_t area, int len)
{
	dt_net_ipv6(cg, area, 0);
}

/* inet_ntop(af, p) */
static int
dt_cg_inet_ntop(dt_cg_t *cg, dt_node_t *dnp)
{
	static const dt_net_case_t inet[2] = {
		{ DT_AF_INET, 4, dt_net_inet4 }, { DT_AF_INET6, 16, dt_net_inet6 }
	};
	int32_t area = dt_net_area(cg);
	dt_node_t *addr = dnp->dn_args->dn_list;
	int af, reg;

	dt_cg_operands(cg, dnp->dn_args, addr, &af, &reg);
	dt_net_cases(cg, addr, af, reg, area, inet);
	dt_net_result(cg, reg, area);
	dt_cg_reg_free(cg, af);
	return reg;
}

/* The byte at offset in of the area, as two hex digits at offset out. */
static void
dt_net_hexbyte(dt_cg_t *cg, int32_t in, int32_t out)
{
	int half;

	for (half = 0; half < 2; half++) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, BPF_REG_0, DT_NET_BASE, in));
		if (half == 0)
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 4));
		else
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 15));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, '0'));
		dt_cg_emit(cg, BPF_JMP_IMM(BPF_JLE, BPF_REG_0, '9', 1));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, 'a' - '0' - 10));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_B, DT_NET_BASE, BPF_REG_0, out + half));
	}
}

/* n link-layer address bytes into the output: "xx:xx:...", a NUL last. */
static void
dt_net_link(dt_cg_t *cg, int32_t area, int n)
{
	int i;

	dt_cg_memptr(cg, DT_NET_BASE, DT_MR_STRTMP, area);
	for (i = 0; i < n; i++) {
		dt_net_hexbyte(cg, DT_NET_IN + i, DT_NET_OUT + 3 * i);
		dt_cg_emit(cg, BPF_ST_MEM(BPF_B, DT_NET_BASE, DT_NET_OUT + 3 * i + 2,
		    i + 1 < n ? ':' : 0));
	}
}

/* link_ntop(type, p) */
static int
dt_cg_link_ntop(dt_cg_t *cg, dt_node_t *dnp)
{
	static const dt_net_case_t link[2] = {
		{ DT_ARPHRD_ETHER, 6, dt_net_link },
		{ DT_ARPHRD_INFINIBAND, DT_NET_LINKMAX, dt_net_link }
	};
	int32_t area = dt_net_area(cg);
	dt_node_t *addr = dnp->dn_args->dn_list;
	int type, reg;

	_Static_assert(DT_NET_IN + DT_NET_LINKMAX <= DT_NET_OUT &&
	    3 * DT_NET_LINKMAX <= DT_NET_OUTSZ, "link address");
	dt_cg_operands(cg, dnp->dn_args, addr, &type, &reg);
	dt_net_cases(cg, addr, type, reg, area, link);
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, area + DT_NET_OUT);
	dt_cg_reg_free(cg, type);
	return reg;
}

int
dt_cg_net_subr(dt_cg_t *cg, dt_node_t *dnp)
{
	switch (dnp->dn_ident->di_id) {
	case DT_SUB_INET_NTOA:
	case DT_SUB_INET_NTOA6:
		return dt_cg_inet_ntoa(cg, dnp);
	case DT_SUB_INET_NTOP:
		return dt_cg_inet_ntop(cg, dnp);
	case DT_SUB_LINK_NTOP:
		return dt_cg_link_ntop(cg, dnp);
	default:
		return dt_cg_byteorder(cg, dnp);
	}
}
