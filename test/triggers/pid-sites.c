/*
 * pid-sites: functions whose code a careless uprobe would corrupt, for
 * the pid provider's site checks (test/unittest/pid/tst.sites-*.sh).
 *
 *	pid-sites [N]
 *
 * calls each function N times (default 3) from main, from two threads
 * and from a signal handler, and prints what they computed, one line per
 * function, then "ok" (exit 0) if every result is the expected one, else
 * "BAD" (exit 1).  Traced or not, the output must be the same.  Built
 * with gcc -O2 (see GNUmakefile), so that work() has a cold part.
 *
 * Written in assembly, so that their bytes do not depend on the compiler:
 *
 *   avx_bcast	starts with vpbroadcastb (c4 e2 7d 78: the kernel's uprobes
 *		take 78 for js and would skip it); vpcmpeqb (74: jz),
 *		vzeroupper (77: ja) follow.  AVX2; not called without it.
 *   avx_shuf	vpshufd $0x1b (70 ib: jo by the immediate), vmovd (7e).
 *   evex_fill	vpbroadcastd %esi, %zmm0 (EVEX 7c: jl); AVX-512F, not
 *		called without it.
 *   flags_rt	pushf; popf: single-stepped, pushf pushes the trap flag
 *		and popf sets it: SIGTRAP.
 *   copy_rep	rep movsb at offset 3: single-stepped one byte at a time.
 *   xchg_r8	xchg %rax, %r8 (49 90) at offset 6: "90" is taken for nop.
 *   spin_inc	lock incl (%rdi): refused by the kernel.
 *   raw_getpid	syscall at offset 5.
 *   jtab	a switch through a jump table inside the function's own
 *		bytes, followed by a constant 0xc3c3c3c3 that it returns
 *		for i > 3: read as code, the constant is four rets.
 *   outer	movabs $0x00c3905890c3c390, %rax; ret.  The symbol inner
 *		points 2 bytes into it, at a 0x90 byte of the immediate.
 *
 * and in C: work(), whose unlikely branch gcc moves to work.cold (it
 * returns from there), rare() (cold) and the signal handler.
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

unsigned avx_bcast(const char *p);
unsigned avx_shuf(const unsigned *p);
void evex_fill(int *dst16, int v);
int flags_rt(void);
void *copy_rep(void *dst, const void *src, size_t n);
long xchg_r8(long a, long b);
int spin_inc(int *p);
long raw_getpid(void);
unsigned jtab(unsigned i);
unsigned long outer(void);

__asm__(
	"	.text\n"
	"	.globl avx_bcast\n"
	"	.type avx_bcast, @function\n"
	"avx_bcast:\n"
	"	vpbroadcastb (%rdi), %ymm0\n"
	"	vmovdqu 32(%rdi), %ymm1\n"
	"	vpcmpeqb %ymm1, %ymm0, %ymm2\n"
	"	vpmovmskb %ymm2, %eax\n"
	"	vzeroupper\n"
	"	ret\n"
	"	.size avx_bcast, .-avx_bcast\n"
	"	.globl avx_shuf\n"
	"	.type avx_shuf, @function\n"
	"avx_shuf:\n"
	"	vpshufd $0x1b, (%rdi), %xmm0\n"
	"	vmovd %xmm0, %eax\n"
	"	ret\n"
	"	.size avx_shuf, .-avx_shuf\n"
	"	.globl evex_fill\n"
	"	.type evex_fill, @function\n"
	"evex_fill:\n"
	"	vpbroadcastd %esi, %zmm0\n"
	"	vmovdqu32 %zmm0, (%rdi)\n"
	"	vzeroupper\n"
	"	ret\n"
	"	.size evex_fill, .-evex_fill\n"
	"	.globl flags_rt\n"
	"	.type flags_rt, @function\n"
	"flags_rt:\n"
	"	pushf\n"
	"	popf\n"
	"	mov $7, %eax\n"
	"	ret\n"
	"	.size flags_rt, .-flags_rt\n"
	"	.globl copy_rep\n"
	"	.type copy_rep, @function\n"
	"copy_rep:\n"
	"	mov %rdx, %rcx\n"
	"	rep movsb\n"
	"	mov %rdi, %rax\n"
	"	ret\n"
	"	.size copy_rep, .-copy_rep\n"
	"	.globl xchg_r8\n"
	"	.type xchg_r8, @function\n"
	"xchg_r8:\n"
	"	mov %rdi, %rax\n"
	"	mov %rsi, %r8\n"
	"	xchg %rax, %r8\n"
	"	sub %r8, %rax\n"
	"	ret\n"
	"	.size xchg_r8, .-xchg_r8\n"
	"	.globl spin_inc\n"
	"	.type spin_inc, @function\n"
	"spin_inc:\n"
	"	lock incl (%rdi)\n"
	"	mov (%rdi), %eax\n"
	"	ret\n"
	"	.size spin_inc, .-spin_inc\n"
	"	.globl raw_getpid\n"
	"	.type raw_getpid, @function\n"
	"raw_getpid:\n"
	"	mov $39, %eax\n"
	"	syscall\n"
	"	ret\n"
	"	.size raw_getpid, .-raw_getpid\n"
	"	.globl jtab\n"
	"	.type jtab, @function\n"
	"jtab:\n"
	"	cmp $3, %edi\n"
	"	ja 9f\n"
	"	mov %edi, %edi\n"
	"	lea 1f(%rip), %rdx\n"
	"	movslq (%rdx,%rdi,4), %rax\n"
	"	add %rdx, %rax\n"
	"	jmp *%rax\n"
	"1:	.long 2f-1b, 3f-1b, 4f-1b, 5f-1b\n"
	"8:	.long 0xc3c3c3c3\n"
	"2:	mov $10, %eax\n"
	"	ret\n"
	"3:	mov $20, %eax\n"
	"	ret\n"
	"4:	mov $30, %eax\n"
	"	ret\n"
	"5:	mov $40, %eax\n"
	"	ret\n"
	"9:	mov 8b(%rip), %eax\n"
	"	ret\n"
	"	.size jtab, .-jtab\n"
	"	.globl outer\n"
	"	.type outer, @function\n"
	"outer:\n"
	"	movabs $0x00c3905890c3c390, %rax\n"
	"	ret\n"
	"	.size outer, .-outer\n"
	"	.globl inner\n"
	"	.type inner, @function\n"
	"	.set inner, outer + 2\n"
	"	.size inner, 4\n");

static int nrare;

__attribute__((cold, noinline)) static void
rare(int i)
{
	nrare += i != 0;
}

/* 2i, or -i for a multiple of 7: that branch goes to work.cold. */
__attribute__((noinline)) int
work(int i)
{
	if (__builtin_expect(i % 7 == 0, 0)) {
		rare(i);
		return -i;
	}
	return 2 * i;
}

static int g_avx2, g_avx512;

/* What each function computed, summed over the calls (one slot each). */
typedef struct sums {
	unsigned long bcast, shuf, evex, flags, copy, xchg, spin, getpid;
	unsigned long jtab, outer, work;
} sums_t;

static void
run(sums_t *s, int n)
{
	static const unsigned quad[4] = { 1, 2, 3, 4 };
	char blk[64], dst[64];
	int i, k, lanes[16], spin = 0;

	for (i = 0; i < n; i++) {
		memset(blk, 'a', sizeof(blk));
		blk[32 + i % 32] = 'b';
		if (g_avx2) {
			s->bcast += avx_bcast(blk);
			s->shuf += avx_shuf(quad);
		} else {
			s->bcast += ~(1u << (i % 32));
			s->shuf += 4;
		}
		memset(lanes, 0, sizeof(lanes));
		if (g_avx512)
			evex_fill(lanes, i + 1);
		else
			for (k = 0; k < 16; k++)
				lanes[k] = i + 1;
		for (k = 0; k < 16; k++)
			s->evex += lanes[k];
		s->flags += flags_rt();
		copy_rep(dst, blk, sizeof(blk));
		s->copy += memcmp(dst, blk, sizeof(blk)) == 0;
		s->xchg += xchg_r8(i, 3 * i + 1);
		s->spin += spin_inc(&spin) == i + 1;
		s->getpid += raw_getpid() == getpid();
		for (k = 0; k < 6; k++)
			s->jtab += jtab(k);
		s->outer += outer() == 0x00c3905890c3c390ul;
		s->work += work(i) + 1000;
	}
}

static sums_t g_sig;
static int g_n;

static void
handler(int sig __attribute__((unused)))
{
	run(&g_sig, 1);
}

static void *
thread(void *arg)
{
	run(arg, g_n);
	return NULL;
}

static int
check(const char *name, unsigned long got, unsigned long want)
{
	printf("%s %lu%s\n", name, got, got == want ? "" : " (wrong)");
	return got == want;
}

int
main(int argc, char **argv)
{
	sums_t s[3], all;
	pthread_t t[2];
	unsigned long bcast = 0, evex = 0, xchg = 0, work_ = 0, *a;
	const unsigned long *p;
	int i, ok = 1, n = argc > 1 ? atoi(argv[1]) : 3, calls;
	size_t k;

	__builtin_cpu_init();
	g_avx2 = __builtin_cpu_supports("avx2");
	g_avx512 = __builtin_cpu_supports("avx512f");
	g_n = n;
	memset(s, 0, sizeof(s));
	memset(&g_sig, 0, sizeof(g_sig));
	signal(SIGUSR1, handler);
	for (i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, thread, &s[1 + i]);
	run(&s[0], n);
	for (i = 0; i < n; i++)
		raise(SIGUSR1);
	for (i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	memset(&all, 0, sizeof(all));
	a = (unsigned long *)&all;
	for (i = 0; i < 4; i++) {
		p = (const unsigned long *)(i < 3 ? &s[i] : &g_sig);
		for (k = 0; k < sizeof(all) / sizeof(long); k++)
			a[k] += p[k];
	}
	/* expected: three runs of n calls, and n runs of one (the handler) */
	for (i = 0; i < n; i++) {
		bcast += 3ul * (unsigned)~(1u << (i % 32)) + (unsigned)~1u;
		evex += 3ul * 16 * (i + 1) + 16;
		xchg += 3ul * (2 * i + 1) + 1;
		work_ += 3ul * ((i % 7 ? 2 * i : -i) + 1000) + 1000;
	}
	calls = 4 * n;
	ok &= check("avx_bcast", all.bcast, bcast);
	ok &= check("avx_shuf", all.shuf, 4ul * calls);
	ok &= check("evex_fill", all.evex, evex);
	ok &= check("flags_rt", all.flags, 7ul * calls);
	ok &= check("copy_rep", all.copy, calls);
	ok &= check("xchg_r8", all.xchg, xchg);
	ok &= check("spin_inc", all.spin, calls);
	ok &= check("raw_getpid", all.getpid, calls);
	ok &= check("jtab", all.jtab, (100ul + 2 * 0xc3c3c3c3ul) * calls);
	ok &= check("outer", all.outer, calls);
	ok &= check("work", all.work, work_);
	printf("%s\n", ok ? "ok" : "BAD");
	return ok ? 0 : 1;
}
