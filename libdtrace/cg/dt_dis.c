/*
 * dt_dis.c: the BPF disassembler behind `dtrace -S`.
 *
 * One line per instruction slot, in the style of Oracle DTrace's dt_dis.c:
 * the slot index, the eight raw bytes as they go to the kernel, then the
 * instruction in an assembler-like syntax, then the code generator's comment
 * for that instruction (dt_irnode_t.di_comment) after a "!":
 *
 *	INS   BYTES                      INSTRUCTION
 *	0000: 7b 1a f8 ff 00 00 00 00    stdw [%fp-8], %r1
 *	0001: 85 00 00 00 08 00 00 00    call bpf_get_smp_processor_id
 *	0002: 18 21 00 00 05 00 00 00    lddw %r1, &dt_strtab[0]+16    ! "hello"
 *
 * Syntax: registers are %r0-%r9 and %fp (r10); memory operands are
 * [%reg+off]; loads put the destination first ("lddw %r0, [%fp-8]"), stores
 * the memory first ("stw [%r9+80], 1").  Size suffixes: b (8 bits), h (16),
 * w (32), dw (64); 32-bit ALU and JMP32 instructions end in "w" ("addw",
 * "jeqw").  Jumps show the relative offset and, in parentheses, the slot
 * they land on.  Calls name the helper ("call bpf_map_lookup_elem").
 *
 * A 64-bit immediate load (BPF_LD|BPF_DW|BPF_IMM) takes two slots: the
 * first line shows the whole value, read from the next slot (so insn must
 * point into the program's array, with insn[1] readable); the second slot's
 * line shows only its bytes.  When the value is a map (BPF_PSEUDO_MAP_FD or
 * BPF_PSEUDO_MAP_VALUE) and imm is a map fd of this process, the map's name
 * comes from the kernel; otherwise "map#imm".
 *
 * Every instruction class is decoded: ALU/ALU64 (including the cpu v4
 * signed div/mod, movsx and bswap), JMP/JMP32, LD, LDX (including the
 * sign-extending loads), ST, STX and the atomic operations.
 */
#include <stdio.h>
#include <string.h>
#include <bpf/bpf.h>
#include "dt_link.h"

#define DT_DIS_WIDTH	34	/* column where the comment starts */

/* Helper names, from the UAPI header's own list (its form changed in 6.2). */
#ifdef ___BPF_FUNC_MAPPER
#define DT_DIS_HELPER(x, ...)	[BPF_FUNC_##x] = "bpf_" #x,
#else
#define DT_DIS_HELPER(x, ...)	[BPF_FUNC_##x] = "bpf_" #x
#endif
static const char *const dt_dis_helpers[] = {
	__BPF_FUNC_MAPPER(DT_DIS_HELPER)
};
#undef DT_DIS_HELPER

static const char *const dt_dis_alu[16] = {
	"add", "sub", "mul", "div", "or", "and", "lsh", "rsh",
	"neg", "mod", "xor", "mov", "arsh", "end", NULL, NULL,
};

static const char *const dt_dis_jmp[16] = {
	"ja", "jeq", "jgt", "jge", "jset", "jne", "jsgt", "jsge",
	NULL, NULL, "jlt", "jle", "jslt", "jsle", NULL, NULL,
};

static const char *const dt_dis_size[4] = { "w", "h", "b", "dw" };

static const char *
dt_dis_reg(int r)
{
	static const char *const regs[16] = {
		"%r0", "%r1", "%r2", "%r3", "%r4", "%r5", "%r6", "%r7",
		"%r8", "%r9", "%fp", "%r11", "%r12", "%r13", "%r14", "%r15",
	};

	return regs[r & 0xf];
}

/* Small immediates in decimal, the rest in hex. */
static void
dt_dis_imm(char *buf, size_t sz, int32_t imm)
{
	if (imm > -4096 && imm < 4096)
		snprintf(buf, sz, "%d", imm);
	else
		snprintf(buf, sz, "0x%x", (uint32_t)imm);
}

static void
dt_dis_op_alu(char *buf, size_t sz, const struct bpf_insn *ip)
{
	int cls = BPF_CLASS(ip->code), op = BPF_OP(ip->code) >> 4;
	const char *w = cls == BPF_ALU ? "w" : "";
	const char *dst = dt_dis_reg(ip->dst_reg);
	char src[32];

	if (BPF_SRC(ip->code) == BPF_X)
		snprintf(src, sizeof(src), "%s", dt_dis_reg(ip->src_reg));
	else
		dt_dis_imm(src, sizeof(src), ip->imm);

	switch (BPF_OP(ip->code)) {
	case BPF_NEG:
		snprintf(buf, sz, "neg%s %s", w, dst);
		return;
	case BPF_END:
		if (cls == BPF_ALU64)
			snprintf(buf, sz, "bswap %s, %d", dst, ip->imm);
		else
			snprintf(buf, sz, "%s %s, %d",
			    BPF_SRC(ip->code) == BPF_TO_BE ? "tobe" : "tole",
			    dst, ip->imm);
		return;
	case BPF_DIV:
	case BPF_MOD:
		if (ip->off == 1) {
			snprintf(buf, sz, "s%s%s %s, %s", dt_dis_alu[op], w,
			    dst, src);
			return;
		}
		break;
	case BPF_MOV:
		if (ip->off != 0 && BPF_SRC(ip->code) == BPF_X) {
			snprintf(buf, sz, "movsx%d%s %s, %s", ip->off, w, dst,
			    src);
			return;
		}
		break;
	}
	if (dt_dis_alu[op] == NULL)
		snprintf(buf, sz, "(illegal alu op 0x%02x)", ip->code);
	else
		snprintf(buf, sz, "%s%s %s, %s", dt_dis_alu[op], w, dst, src);
}

static void
dt_dis_op_call(char *buf, size_t sz, uint32_t idx, const struct bpf_insn *ip)
{
	int n = sizeof(dt_dis_helpers) / sizeof(dt_dis_helpers[0]);

	if (ip->src_reg == BPF_PSEUDO_CALL)
		snprintf(buf, sz, "call pc%+d (%04d)", ip->imm,
		    (int)idx + 1 + ip->imm);
	else if (ip->src_reg == BPF_PSEUDO_KFUNC_CALL)
		snprintf(buf, sz, "call kfunc#%d", ip->imm);
	else if (ip->imm >= 0 && ip->imm < n && dt_dis_helpers[ip->imm])
		snprintf(buf, sz, "call %s", dt_dis_helpers[ip->imm]);
	else
		snprintf(buf, sz, "call helper#%d", ip->imm);
}

static void
dt_dis_op_jmp(char *buf, size_t sz, uint32_t idx, const struct bpf_insn *ip)
{
	const char *w = BPF_CLASS(ip->code) == BPF_JMP32 ? "w" : "";
	const char *name = dt_dis_jmp[BPF_OP(ip->code) >> 4];
	char src[32];

	switch (BPF_OP(ip->code)) {
	case BPF_CALL:
		dt_dis_op_call(buf, sz, idx, ip);
		return;
	case BPF_EXIT:
		snprintf(buf, sz, "exit");
		return;
	case BPF_JA:
		if (BPF_CLASS(ip->code) == BPF_JMP32)	/* gotol: imm */
			snprintf(buf, sz, "jal %+d (%04d)", ip->imm,
			    (int)idx + 1 + ip->imm);
		else
			snprintf(buf, sz, "ja %+d (%04d)", ip->off,
			    (int)idx + 1 + ip->off);
		return;
	}
	if (name == NULL) {
		snprintf(buf, sz, "(illegal jmp op 0x%02x)", ip->code);
		return;
	}
	if (BPF_SRC(ip->code) == BPF_X)
		snprintf(src, sizeof(src), "%s", dt_dis_reg(ip->src_reg));
	else
		dt_dis_imm(src, sizeof(src), ip->imm);
	snprintf(buf, sz, "%s%s %s, %s, %+d (%04d)", name, w,
	    dt_dis_reg(ip->dst_reg), src, ip->off, (int)idx + 1 + ip->off);
}

static void
dt_dis_op_atomic(char *buf, size_t sz, const struct bpf_insn *ip)
{
	const char *size = dt_dis_size[BPF_SIZE(ip->code) >> 3];
	const char *dst = dt_dis_reg(ip->dst_reg);
	const char *src = dt_dis_reg(ip->src_reg);
	const char *op;

	switch (ip->imm) {
	case BPF_XCHG:
		snprintf(buf, sz, "xchg%s [%s%+d], %s", size, dst, ip->off, src);
		return;
	case BPF_CMPXCHG:
		snprintf(buf, sz, "cmpxchg%s [%s%+d], %s", size, dst, ip->off,
		    src);
		return;
	}
	switch (ip->imm & ~BPF_FETCH) {
	case BPF_ADD:	op = "add"; break;
	case BPF_AND:	op = "and"; break;
	case BPF_OR:	op = "or"; break;
	case BPF_XOR:	op = "xor"; break;
	default:
		snprintf(buf, sz, "(illegal atomic op 0x%x)", ip->imm);
		return;
	}
	snprintf(buf, sz, "x%s%s%s [%s%+d], %s",
	    (ip->imm & BPF_FETCH) ? "fetch_" : "", op, size, dst, ip->off, src);
}

static void
dt_dis_op_mem(char *buf, size_t sz, const struct bpf_insn *ip)
{
	const char *size = dt_dis_size[BPF_SIZE(ip->code) >> 3];
	const char *dst = dt_dis_reg(ip->dst_reg);
	const char *src = dt_dis_reg(ip->src_reg);
	int mode = BPF_MODE(ip->code);
	char imm[32];

	switch (BPF_CLASS(ip->code)) {
	case BPF_LDX:
		if (mode == BPF_MEM || mode == 0x80 /* BPF_MEMSX */) {
			snprintf(buf, sz, "ld%s%s %s, [%s%+d]",
			    mode == BPF_MEM ? "" : "s", size, dst, src, ip->off);
			return;
		}
		break;
	case BPF_ST:
		if (mode == BPF_MEM) {
			dt_dis_imm(imm, sizeof(imm), ip->imm);
			snprintf(buf, sz, "st%s [%s%+d], %s", size, dst,
			    ip->off, imm);
			return;
		}
		break;
	case BPF_STX:
		if (mode == BPF_MEM) {
			snprintf(buf, sz, "st%s [%s%+d], %s", size, dst,
			    ip->off, src);
			return;
		}
		if (mode == BPF_ATOMIC) {
			dt_dis_op_atomic(buf, sz, ip);
			return;
		}
		break;
	}
	snprintf(buf, sz, "(illegal mem op 0x%02x)", ip->code);
}

/* The name the kernel knows a map fd of ours by, or "map#fd". */
static void
dt_dis_mapname(char *buf, size_t sz, int fd)
{
	struct bpf_map_info info;
	uint32_t len = sizeof(info);

	memset(&info, 0, sizeof(info));
	if (fd > 2 && bpf_obj_get_info_by_fd(fd, &info, &len) == 0 &&
	    info.name[0] != '\0')
		snprintf(buf, sz, "%s", info.name);
	else
		snprintf(buf, sz, "map#%d", fd);
}

static void
dt_dis_op_ld(char *buf, size_t sz, const struct bpf_insn *ip)
{
	const char *dst = dt_dis_reg(ip->dst_reg);
	char map[32];

	if (ip->code != (BPF_LD | BPF_DW | BPF_IMM)) {
		/* Legacy packet loads (BPF_ABS, BPF_IND). */
		snprintf(buf, sz, "ld%s%s %d",
		    BPF_MODE(ip->code) == BPF_IND ? "ind" : "abs",
		    dt_dis_size[BPF_SIZE(ip->code) >> 3], ip->imm);
		return;
	}

	switch (ip->src_reg) {
	case BPF_PSEUDO_MAP_FD:
		dt_dis_mapname(map, sizeof(map), ip->imm);
		snprintf(buf, sz, "lddw %s, %s", dst, map);
		break;
	case BPF_PSEUDO_MAP_VALUE:
		dt_dis_mapname(map, sizeof(map), ip->imm);
		snprintf(buf, sz, "lddw %s, &%s[0]%+d", dst, map, ip[1].imm);
		break;
	case 0:
		snprintf(buf, sz, "lddw %s, 0x%llx", dst,
		    (unsigned long long)(uint32_t)ip->imm |
		    ((unsigned long long)(uint32_t)ip[1].imm << 32));
		break;
	default:
		snprintf(buf, sz, "lddw %s, pseudo#%d(%d)", dst, ip->src_reg,
		    ip->imm);
	}
}

/* The text of one instruction (without its bytes). */
static void
dt_dis_text(char *buf, size_t sz, uint32_t idx, const struct bpf_insn *ip)
{
	switch (BPF_CLASS(ip->code)) {
	case BPF_ALU:
	case BPF_ALU64:
		dt_dis_op_alu(buf, sz, ip);
		break;
	case BPF_JMP:
	case BPF_JMP32:
		dt_dis_op_jmp(buf, sz, idx, ip);
		break;
	case BPF_LD:
		dt_dis_op_ld(buf, sz, ip);
		break;
	default:
		dt_dis_op_mem(buf, sz, ip);
	}
}

void
dt_dis_insn(FILE *fp, uint32_t idx, const struct bpf_insn *insn,
    const char *comment)
{
	const unsigned char *b = (const unsigned char *)insn;
	char text[128] = "";

	fprintf(fp, "%04u: %02x %02x %02x %02x %02x %02x %02x %02x    ",
	    idx, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]);

	/* Code 0 is the second slot of an lddw: its bytes say it all. */
	if (insn->code != 0)
		dt_dis_text(text, sizeof(text), idx, insn);

	if (comment != NULL && comment[0] != '\0')
		fprintf(fp, "%-*s ! %s\n", DT_DIS_WIDTH, text, comment);
	else
		fprintf(fp, "%s\n", text);
}

void
dt_dis_program(FILE *fp, const char *title, const struct bpf_insn *insns,
    uint32_t n)
{
	uint32_t i;

	fprintf(fp, "\nDisassembly of %s:\n", title != NULL ? title : "program");
	fprintf(fp, "%-4s  %-23s    %s\n", "INS", "BYTES", "INSTRUCTION");
	for (i = 0; i < n; i++) {
		int wide = insns[i].code == (BPF_LD | BPF_DW | BPF_IMM);

		if (wide && i + 1 >= n) {	/* truncated: don't read past */
			fprintf(fp, "%04u: (truncated lddw)\n", i);
			break;
		}
		dt_dis_insn(fp, i, &insns[i], NULL);
	}
}
