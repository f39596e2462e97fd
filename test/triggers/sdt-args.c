/*
 * sdt-args [N]: every x86-64 argument form a .note.stapsdt can hold, with
 * known values.  gcc picks the operands of STAP_PROBE itself, so these
 * notes are written by hand: each asm block loads registers with known
 * values, then has a nop (the probe site) and a .note.stapsdt entry
 * (the layout of <sys/sdt.h>: pc, _.stapsdt.base, semaphore 0, provider,
 * name, argument string) whose arguments name those registers, memory
 * they point to, symbols (RIP-relative) and __thread variables (%fs).
 *
 * It prints the values the arguments must decode to, one line per probe,
 * "NAME v0 v1 ...": signed arguments (negative size) as signed decimal,
 * unsigned ones as unsigned decimal (what printf("%d", (int64_t)argN) and
 * printf("%u", argN) print in D), then fires the probes test:imm, test:regs,
 * test:ah, test:mem, test:rip and test:tls in that order, N times
 * (default 1, 10 ms apart).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if !defined(__x86_64__)
#error "sdt-args is x86-64 only"
#endif

/* A probe site and its note; args use %% for % (extended asm). */
#define NOTE(name, args)						\
	"990:	nop\n"							\
	"	.pushsection .note.stapsdt,\"?\",\"note\"\n"		\
	"	.balign 4\n"						\
	"	.4byte 992f-991f, 994f-993f, 3\n"			\
	"991:	.asciz \"stapsdt\"\n"					\
	"992:	.balign 4\n"						\
	"993:	.8byte 990b\n"						\
	"	.8byte _.stapsdt.base\n"				\
	"	.8byte 0\n"						\
	"	.asciz \"test\"\n"					\
	"	.asciz \"" name "\"\n"					\
	"	.asciz \"" args "\"\n"					\
	"994:	.balign 4\n"						\
	"	.popsection\n"						\
	".ifndef _.stapsdt.base\n"					\
	"	.pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n" \
	"	.weak _.stapsdt.base\n"					\
	"	.hidden _.stapsdt.base\n"				\
	"_.stapsdt.base:	.space 1\n"				\
	"	.size _.stapsdt.base, 1\n"				\
	"	.popsection\n"						\
	".endif\n"

/* Memory for disp(%reg) and SIB forms: %rdi points at sdt_args_mem[1]. */
int64_t sdt_args_mem[4] = {
	0x0123456789abcdefLL, (int64_t)0xfedcba9876543210ULL,
	-1234567890123LL, (int64_t)0x8000000000000000ULL
};
/* For sym(%rip) and sym+off(%rip); the static one is a local symbol. */
int64_t sdt_args_glob[2] = {
	0x1122334455667788LL, (int64_t)0x8123456789abcdefULL
};
static int64_t sdt_args_static __attribute__((used)) = -424242;
/* For %fs:sym@tpoff. */
__thread int64_t sdt_args_tls __attribute__((used)) = -77;
__thread uint32_t sdt_args_tls2 __attribute__((used)) = 4000000000U;

__attribute__((noinline)) static void
fire_imm(void)
{
	__asm__ __volatile__(NOTE("imm",
	    "8@$42 -4@$-5 -2@$-300 -1@$-1 1@$200") ::: "memory");
}

__attribute__((noinline)) static void
fire_regs(void)
{
	__asm__ __volatile__(
	    "movq $-2, %%rax\n"
	    "movabsq $0xffffffff80000001, %%rcx\n"
	    "movabsq $0x1234567890ab8001, %%rdx\n"
	    "movl $0x85, %%esi\n"
	    "movabsq $0xdeadbeef12345678, %%r8\n"
	    "movabsq $0xfedcba9876549abc, %%r9\n"
	    "movl $0xfe, %%r10d\n"
	    NOTE("regs", "-8@%%rax 4@%%ecx -4@%%ecx 2@%%dx -2@%%dx "
		"1@%%sil -1@%%sil 4@%%r8d 2@%%r9w -1@%%r10b")
	    ::: "rax", "rcx", "rdx", "rsi", "r8", "r9", "r10", "memory");
}

__attribute__((noinline)) static void
fire_ah(void)
{
	__asm__ __volatile__(
	    "movl $0x7f05, %%eax\n"
	    "movl $0x8105, %%ebx\n"
	    "movabsq $0x8000000000000001, %%r11\n"
	    NOTE("ah", "1@%%ah -1@%%bh 1@%%al 8@%%r11 -2@%%bx")
	    ::: "rax", "rbx", "r11", "memory");
}

__attribute__((noinline)) static void
fire_mem(void)
{
	__asm__ __volatile__(
	    "leaq sdt_args_mem+8(%%rip), %%rdi\n"
	    "movl $1, %%ecx\n"
	    NOTE("mem", "-8@8(%%rdi) 8@-8(%%rdi) 4@(%%rdi) "
		"-2@4(%%rdi,%%rcx,8) -1@-1(%%rdi,%%rcx,2) 8@(%%rdi,%%rcx,8) "
		"-4@3(%%rdi,%%rcx)")
	    ::: "rdi", "rcx", "memory");
}

__attribute__((noinline)) static void
fire_rip(void)
{
	__asm__ __volatile__(NOTE("rip",
	    "8@sdt_args_glob(%%rip) -4@sdt_args_glob+8(%%rip) "
	    "-2@sdt_args_glob+12(%%rip) -8@sdt_args_static(%%rip) "
	    "1@sdt_args_glob+15(%%rip)") ::: "memory");
}

__attribute__((noinline)) static void
fire_tls(void)
{
	__asm__ __volatile__(NOTE("tls",
	    "-8@%%fs:sdt_args_tls@tpoff 4@%%fs:sdt_args_tls2@tpoff")
	    ::: "memory");
}

/* The size bytes at p + off, sign- or zero-extended by size's sign. */
static int64_t
at(const void *p, long off, int size)
{
	const unsigned char *b = (const unsigned char *)p + off;
	int8_t i8; int16_t i16; int32_t i32; int64_t i64;
	uint8_t u8; uint16_t u16; uint32_t u32;

	switch (size) {
	case -1: memcpy(&i8, b, 1); return i8;
	case -2: memcpy(&i16, b, 2); return i16;
	case -4: memcpy(&i32, b, 4); return i32;
	case 1: memcpy(&u8, b, 1); return u8;
	case 2: memcpy(&u16, b, 2); return u16;
	case 4: memcpy(&u32, b, 4); return u32;
	default: memcpy(&i64, b, 8); return i64;
	}
}

static void
print_expected(void)
{
	const void *rdi = &sdt_args_mem[1];

	printf("imm 42 -5 -300 -1 200\n");
	printf("regs -2 2147483649 -2147483647 32769 -32767 133 -123 "
	    "305419896 39612 -2\n");
	printf("ah 127 -127 5 9223372036854775809 -32507\n");
	printf("mem %lld %llu %lld %lld %lld %llu %lld\n",
	    (long long)at(rdi, 8, -8), (unsigned long long)at(rdi, -8, 8),
	    (long long)at(rdi, 0, 4), (long long)at(rdi, 4 + 8, -2),
	    (long long)at(rdi, -1 + 2, -1), (unsigned long long)at(rdi, 8, 8),
	    (long long)at(rdi, 3 + 1, -4));
	printf("rip %llu %lld %lld %lld %lld\n",
	    (unsigned long long)sdt_args_glob[0],
	    (long long)at(sdt_args_glob, 8, -4),
	    (long long)at(sdt_args_glob, 12, -2), (long long)sdt_args_static,
	    (long long)at(sdt_args_glob, 15, 1));
	printf("tls %lld %u\n", (long long)sdt_args_tls, sdt_args_tls2);
	fflush(stdout);
}

int
main(int argc, char *argv[])
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };
	long n = argc > 1 ? atol(argv[1]) : 1, i;

	print_expected();
	for (i = 0; i < n; i++) {
		fire_imm();
		fire_regs();
		fire_ah();
		fire_mem();
		fire_rip();
		fire_tls();
		if (i + 1 < n)
			nanosleep(&ts, NULL);
	}
	return 0;
}
