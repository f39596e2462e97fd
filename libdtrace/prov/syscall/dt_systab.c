/*
 * dt_systab.c: this kernel's system calls, names and numbers, read from the
 * kernel itself, for the syscall provider (dt_prov_syscall.c).
 *
 * A list compiled into dtrace would go stale with the next kernel, and this
 * kernel hides its tables: sys_call_table is data, which /proc/kallsyms
 * lists only with CONFIG_KALLSYMS_ALL, and the syscall metadata's pointer
 * section is init data, freed after boot.  What is left is the code that
 * dispatches every system call: since Linux 6.9, x64_sys_call(regs, nr) is
 * `switch (nr) { case 0: return __x64_sys_read(regs); ... }`, which the
 * compiler (without jump tables, as retpolines require) turns into a binary
 * tree of compares: `cmp $imm, %esi` / `test %esi, %esi`, conditional
 * jumps, and at each leaf a tail jump (`jmp __x64_sys_NAME`, or `call` for
 * exit and exit_group).  Its address and extent are in kallsyms (text), a
 * small BPF program reads its bytes (a raw tracepoint program, never
 * attached, run with BPF_PROG_TEST_RUN: user space cannot read kernel
 * memory), and we run the tree for every number 0 .. DT_SYSTAB_MAXNR - 1
 * on those few instructions: where it leaves the function is the system
 * call's entry point, and the kallsyms name there, __x64_sys_NAME, gives
 * the name (NAME, as the kernel's syscall metadata and tracefs name it).
 * Numbers that reach __x64_sys_ni_syscall are not system calls.
 *
 * Any instruction outside that small set makes the table unreadable (an
 * error, no guess): the syscall provider then has no probes, and -xdebug
 * says why.  Kernels before 6.9 (no x64_sys_call) are not handled.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include "dt_systab.h"
#include "dt_bpf.h"
#include "dt_insn.h"

#define DT_SYSTAB_KALLSYMS	"/proc/kallsyms"
#define DT_SYSTAB_DISPATCH	"x64_sys_call"
#define DT_SYSTAB_PREFIX	"__x64_sys_"
#define DT_SYSTAB_CHUNK		4096		/* bytes read per program run */
#define DT_SYSTAB_MAXCODE	(64 * 1024)
#define DT_SYSTAB_MAXSTEPS	256		/* instructions per number */

/* The kernel symbols we need: the dispatcher, and every __x64_sys_. */
typedef struct dt_systab_syms {
	uint64_t ss_start, ss_end;	/* x64_sys_call's extent */
	uint64_t *ss_addr;		/* __x64_sys_ entry points ... */
	char (*ss_name)[DT_SYSTAB_NAMELEN];	/* ... and their NAMEs */
	int ss_n, ss_size;
} dt_systab_syms_t;

/* The map value the program fills. */
typedef struct dt_systab_val {
	int64_t sv_rc;			/* bpf_probe_read_kernel()'s result */
	uint8_t sv_code[DT_SYSTAB_CHUNK];
} dt_systab_val_t;

/* ---- kallsyms ---- */

static int
dt_systab_sym_add(dt_systab_syms_t *ssp, uint64_t addr, const char *name)
{
	if (strlen(name) >= DT_SYSTAB_NAMELEN)
		return 0;		/* no system call has such a name */
	if (ssp->ss_n == ssp->ss_size) {
		int size = ssp->ss_size ? ssp->ss_size * 2 : 512;
		uint64_t *na = realloc(ssp->ss_addr, size * sizeof(*na));
		char (*nn)[DT_SYSTAB_NAMELEN];

		if (na == NULL)
			return -1;
		ssp->ss_addr = na;
		if ((nn = realloc(ssp->ss_name, size * sizeof(*nn))) == NULL)
			return -1;
		ssp->ss_name = nn;
		ssp->ss_size = size;
	}
	ssp->ss_addr[ssp->ss_n] = addr;
	snprintf(ssp->ss_name[ssp->ss_n++], DT_SYSTAB_NAMELEN, "%.*s",
	    DT_SYSTAB_NAMELEN - 1, name);
	return 0;
}

/* One kallsyms line: the dispatcher's start, or a system call. */
static int
dt_systab_sym_line(dt_systab_syms_t *ssp, const char *line)
{
	char name[256];
	unsigned long long addr;
	char type;

	if (sscanf(line, "%llx %c %255s", &addr, &type, name) != 3 ||
	    (type != 'T' && type != 't'))
		return 0;
	if (strcmp(name, DT_SYSTAB_DISPATCH) == 0)
		ssp->ss_start = addr;
	if (strncmp(name, DT_SYSTAB_PREFIX, strlen(DT_SYSTAB_PREFIX)) == 0 &&
	    strchr(name, '.') == NULL)
		return dt_systab_sym_add(ssp, addr,
		    name + strlen(DT_SYSTAB_PREFIX));
	return 0;
}

static int
dt_systab_syms(dtrace_hdl_t *dtp, dt_systab_syms_t *ssp)
{
	char line[512];
	FILE *f;
	int rc = 0;

	if ((f = fopen(DT_SYSTAB_KALLSYMS, "r")) == NULL)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s: %s",
		    DT_SYSTAB_KALLSYMS, strerror(errno));
	while (rc == 0 && fgets(line, sizeof(line), f) != NULL) {
		/* kallsyms is sorted: the dispatcher ends at the next symbol */
		if (ssp->ss_start != 0 && ssp->ss_end == 0)
			ssp->ss_end = strtoull(line, NULL, 16);
		if (strstr(line, "sys_") != NULL)
			rc = dt_systab_sym_line(ssp, line);
	}
	fclose(f);
	if (rc != 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (ssp->ss_start == 0 || ssp->ss_end <= ssp->ss_start ||
	    ssp->ss_end - ssp->ss_start > DT_SYSTAB_MAXCODE)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "no %s in %s (a kernel "
		    "before 6.9, or addresses hidden by kptr_restrict)",
		    DT_SYSTAB_DISPATCH, DT_SYSTAB_KALLSYMS);
	return 0;
}

/* ---- reading kernel text ---- */

/* The reader: copies DT_SYSTAB_CHUNK bytes at ctx->args[0] to the map. */
static int
dt_systab_prog(dtrace_hdl_t *dtp, int mapfd)
{
	const struct bpf_insn insns[] = {
		BPF_MOV64_REG(BPF_REG_6, BPF_REG_1),
		BPF_ST_MEM(BPF_W, BPF_REG_FP, -8, 0),
		BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, mapfd),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem),
		BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 7),
		BPF_MOV64_REG(BPF_REG_7, BPF_REG_0),
		BPF_MOV64_REG(BPF_REG_1, BPF_REG_0),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 8),
		BPF_MOV64_IMM(BPF_REG_2, DT_SYSTAB_CHUNK),
		BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 0),
		BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel),
		BPF_STX_MEM(BPF_DW, BPF_REG_7, BPF_REG_0, 0),
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	return dt_bpf_prog_load(dtp, "dt_systab", BPF_PROG_TYPE_RAW_TRACEPOINT,
	    0, insns, sizeof(insns) / sizeof(insns[0]));
}

/* One chunk of kernel text at addr into buf; 0 or -1 (errno). */
static int
dt_systab_chunk(int progfd, int mapfd, uint64_t addr, dt_systab_val_t *vp)
{
	uint64_t ctx[1] = { addr };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = ctx,
	    .ctx_size_in = sizeof(ctx));
	uint32_t key = 0;

	if (bpf_prog_test_run_opts(progfd, &opts) != 0 ||
	    bpf_map_lookup_elem(mapfd, &key, vp) != 0)
		return -1;
	if (vp->sv_rc != 0) {
		errno = (int)-vp->sv_rc;
		return -1;
	}
	return 0;
}

/* The dispatcher's code (len bytes at start) into code. */
static int
dt_systab_text(dtrace_hdl_t *dtp, uint64_t start, size_t len, uint8_t *code)
{
	dt_systab_val_t *vp = malloc(sizeof(*vp));
	int mapfd, progfd = -1, rc = -1;
	size_t off;

	if (vp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	mapfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_systab", sizeof(uint32_t),
	    sizeof(dt_systab_val_t), 1, NULL);
	if (mapfd < 0)
		dt_set_errmsg(dtp, EDT_BPF, "cannot create a BPF map: %s",
		    strerror(errno));
	else if ((progfd = dt_systab_prog(dtp, mapfd)) >= 0)
		rc = 0;
	for (off = 0; rc == 0 && off < len; off += DT_SYSTAB_CHUNK) {
		size_t n = len - off < DT_SYSTAB_CHUNK ? len - off : DT_SYSTAB_CHUNK;

		if (dt_systab_chunk(progfd, mapfd, start + off, vp) != 0)
			rc = dt_set_errmsg(dtp, EDT_BPF, "cannot read %s's code: "
			    "%s", DT_SYSTAB_DISPATCH, strerror(errno));
		else
			memcpy(code + off, vp->sv_code, n);
	}
	if (progfd >= 0)
		close(progfd);
	if (mapfd >= 0)
		close(mapfd);
	free(vp);
	return rc;
}

/* ---- running the compare tree ---- */

static int32_t
dt_systab_rel32(const uint8_t *p)
{
	return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 |
	    (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
}

/* Does condition code cc (x86 Jcc's low nibble) hold after cmp a, b? */
static int
dt_systab_cond(int cc, uint32_t a, uint32_t b)
{
	int32_t sa = (int32_t)a, sb = (int32_t)b;

	switch (cc) {
	case 0x2: return a < b;		/* jb */
	case 0x3: return a >= b;	/* jae */
	case 0x4: return a == b;	/* je */
	case 0x5: return a != b;	/* jne */
	case 0x6: return a <= b;	/* jbe */
	case 0x7: return a > b;		/* ja */
	case 0xc: return sa < sb;	/* jl */
	case 0xd: return sa >= sb;	/* jge */
	case 0xe: return sa <= sb;	/* jle */
	case 0xf: return sa > sb;	/* jg */
	default: return -1;
	}
}

/*
 * Run the dispatcher's code for number nr: the address where it leaves the
 * function (the system call's entry point), or 0 on an instruction we do
 * not know.
 */
static uint64_t
dt_systab_run(const uint8_t *code, size_t len, uint64_t start, uint32_t nr)
{
	uint32_t cmpv = 0;
	size_t pc = 0;
	int steps, taken;

	for (steps = 0; steps < DT_SYSTAB_MAXSTEPS && pc + 6 <= len; steps++) {
		const uint8_t *p = code + pc;
		int64_t to;

		if (p[0] == 0x81 && p[1] == 0xfe) {		/* cmp $imm32, %esi */
			cmpv = (uint32_t)dt_systab_rel32(p + 2);
			pc += 6;
			continue;
		}
		if (p[0] == 0x83 && p[1] == 0xfe) {		/* cmp $imm8, %esi */
			cmpv = (uint32_t)(int32_t)(int8_t)p[2];
			pc += 3;
			continue;
		}
		if (p[0] == 0x85 && p[1] == 0xf6) {		/* test %esi, %esi */
			cmpv = 0;
			pc += 2;
			continue;
		}
		if (p[0] == 0xf3 && p[1] == 0x0f && p[2] == 0x1e && p[3] == 0xfa) {
			pc += 4;				/* endbr64 */
			continue;
		}
		if (p[0] == 0x0f && (p[1] & 0xf0) == 0x80) {	/* jcc rel32 */
			if ((taken = dt_systab_cond(p[1] & 0xf, nr, cmpv)) < 0)
				return 0;
			to = (int64_t)pc + 6 + dt_systab_rel32(p + 2);
			pc += 6;
		} else if ((p[0] & 0xf0) == 0x70) {		/* jcc rel8 */
			if ((taken = dt_systab_cond(p[0] & 0xf, nr, cmpv)) < 0)
				return 0;
			to = (int64_t)pc + 2 + (int8_t)p[1];
			pc += 2;
		} else if (p[0] == 0xe9 || p[0] == 0xe8) {	/* jmp, call rel32 */
			taken = 1;
			to = (int64_t)pc + 5 + dt_systab_rel32(p + 1);
		} else if (p[0] == 0xeb) {			/* jmp rel8 */
			taken = 1;
			to = (int64_t)pc + 2 + (int8_t)p[1];
		} else {
			return 0;
		}
		if (!taken)
			continue;
		if (to < 0 || (size_t)to >= len)
			return start + (uint64_t)to;		/* left: a leaf */
		pc = (size_t)to;
	}
	return 0;
}

/* The __x64_sys_ symbol at addr: its index, or -1. */
static int
dt_systab_sym_at(const dt_systab_syms_t *ssp, uint64_t addr)
{
	int i;

	for (i = 0; i < ssp->ss_n; i++)
		if (ssp->ss_addr[i] == addr)
			return i;
	return -1;
}

/* Every number's system call into ents; their count, or -1. */
static int
dt_systab_decode(dtrace_hdl_t *dtp, const dt_systab_syms_t *ssp,
    const uint8_t *code, dt_systab_ent_t *ents)
{
	size_t len = ssp->ss_end - ssp->ss_start;
	uint8_t *seen = calloc(ssp->ss_n ? ssp->ss_n : 1, 1);
	int n = 0, i;
	uint32_t nr;

	if (seen == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (nr = 0; nr < DT_SYSTAB_MAXNR; nr++) {
		uint64_t to = dt_systab_run(code, len, ssp->ss_start, nr);

		if (to == 0) {
			free(seen);
			return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot follow %s "
			    "for system call %u", DT_SYSTAB_DISPATCH, nr);
		}
		/* not a system call, or a second number for one (kept: the first) */
		if ((i = dt_systab_sym_at(ssp, to)) < 0 ||
		    strcmp(ssp->ss_name[i], "ni_syscall") == 0 || seen[i])
			continue;
		seen[i] = 1;
		snprintf(ents[n].se_name, DT_SYSTAB_NAMELEN, "%s", ssp->ss_name[i]);
		ents[n++].se_nr = (int)nr;
	}
	free(seen);
	return n;
}

static int
dt_systab_cmp(const void *a, const void *b)
{
	return strcmp(((const dt_systab_ent_t *)a)->se_name,
	    ((const dt_systab_ent_t *)b)->se_name);
}

int
dt_systab_read(dtrace_hdl_t *dtp, dt_systab_ent_t **entp)
{
	dt_systab_syms_t syms;
	dt_systab_ent_t *ents = NULL;
	uint8_t *code = NULL;
	int n = -1;

	*entp = NULL;
	memset(&syms, 0, sizeof(syms));
	if (dt_systab_syms(dtp, &syms) != 0)
		goto out;
	code = malloc(syms.ss_end - syms.ss_start + DT_SYSTAB_CHUNK);
	ents = calloc(DT_SYSTAB_MAXNR, sizeof(*ents));
	if (code == NULL || ents == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	if (dt_systab_text(dtp, syms.ss_start, syms.ss_end - syms.ss_start,
	    code) != 0 || (n = dt_systab_decode(dtp, &syms, code, ents)) < 0)
		goto out;
	qsort(ents, n, sizeof(*ents), dt_systab_cmp);
	*entp = ents;
	ents = NULL;
out:
	free(ents);
	free(code);
	free(syms.ss_addr);
	free(syms.ss_name);
	return n;
}
