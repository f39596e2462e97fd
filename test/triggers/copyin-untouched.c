/*
 * copyin-untouched.c: passes to probes the addresses of pages the process
 * has mapped but whose page table entries are not present, so that only a
 * read that faults the page in (a sleepable uprobe program's
 * bpf_copy_from_user) sees their bytes (test/unittest/copyin/).
 *
 *	copyin-untouched	in order:
 *	  copyin:text(1, s)	s a .rodata string on a page of its own
 *	  copyin:buffer(2, b)	b another such page (for copyin)
 *	  copyin_fn(3, s)	a third one, to a function (pid provider)
 *	  copyin:buffer(4, b)	a fourth one (for copyinto)
 *	  copyin:bad(5, 16)	an address nothing maps
 *	copyin-untouched uffd	two threads whose probes sleep in a fault
 *				(userfaultfd) while a third firing runs on
 *				the same CPU (see uffd_run())
 *
 * Each .rodata page's entry is dropped with MADV_DONTNEED just before its
 * probe fires, and /proc/self/pagemap (opened before) confirms it is not
 * present; nothing between touches the page.  The copy of the
 * executable the kernel maps is the page cache's: the fault maps it back.
 *
 * Built with -DCOPYIN_G, the probes are the -G provider `copyin` of
 * copyin.d instead (test/unittest/copyin/tst.untouched-G.sh).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/userfaultfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#ifdef COPYIN_G
#include "copyin.h"
#define FIRE_STRING(i, s)	COPYIN_TEXT(i, (char *)(s))
#define FIRE_BUFFER(i, s)	COPYIN_BUFFER(i, (char *)(s))
#define FIRE_BAD(i, s)		COPYIN_BAD(i, (char *)(s))
#else
#include <sys/sdt.h>
#define FIRE_STRING(i, s)	STAP_PROBE2(copyin, text, i, s)
#define FIRE_BUFFER(i, s)	STAP_PROBE2(copyin, buffer, i, s)
#define FIRE_BAD(i, s)		STAP_PROBE2(copyin, bad, i, s)
#endif

#define PAGE	4096

static const char str1[PAGE] __attribute__((aligned(PAGE))) =
    "a string on a page never touched";
static const char buf2[PAGE] __attribute__((aligned(PAGE))) =
    "buffer bytes never touched";
static const char str3[PAGE] __attribute__((aligned(PAGE))) =
    "a function's argument never touched";
static const char buf4[PAGE] __attribute__((aligned(PAGE))) =
    "more bytes never touched";

static int pagemap = -1;

/* Drop the page's entry; exit 2 if it is still present. */
static void
untouch(const void *p)
{
	uint64_t ent = 0;

	if (madvise((void *)p, PAGE, MADV_DONTNEED) != 0 ||
	    pread(pagemap, &ent, 8, (off_t)((uintptr_t)p / PAGE * 8)) != 8 ||
	    (ent >> 63) != 0) {
		fprintf(stderr, "copyin-untouched: page %p present\n", p);
		exit(2);
	}
}

__attribute__((noinline)) void
copyin_fn(int i, const char *s)
{
	__asm__ volatile("" : : "r"(i), "r"(s) : "memory");
}

/* ---- uffd ---- */

/*
 * Threads A and B each fire copyin:text with a page of a userfaultfd
 * region: the probe's program sleeps in the fault until main resolves it.
 * The whole process runs on one CPU.  While A and B both sleep, main
 * resolves A's page, waits for A to end, fires copyin:text itself (on
 * the CPU where B's program holds its scratch memory) and only then
 * resolves B's.  Each firing must record its own id and string:
 * "1 ...", "3 ...", "2 ...".
 */
static char *region;

static void *
uffd_thread(void *arg)
{
	int i = (int)(intptr_t)arg;

	FIRE_STRING(i, region + (i - 1) * PAGE);
	return NULL;
}

/* Wait for the fault of a thread's probe; exit 3 if none comes. */
static void
uffd_wait(int uffd)
{
	struct pollfd pfd = { .fd = uffd, .events = POLLIN };
	struct uffd_msg msg;

	if (poll(&pfd, 1, 60000) != 1 ||
	    read(uffd, &msg, sizeof(msg)) != sizeof(msg) ||
	    msg.event != UFFD_EVENT_PAGEFAULT) {
		fprintf(stderr, "copyin-untouched: no fault in the probe\n");
		exit(3);
	}
}

static void
uffd_fill(int uffd, int i, const char *s)
{
	static char page[PAGE];
	struct uffdio_copy cp;

	memset(page, 0, sizeof(page));
	strcpy(page, s);
	cp.dst = (uintptr_t)region + (i - 1) * PAGE;
	cp.src = (uintptr_t)page;
	cp.len = PAGE;
	cp.mode = 0;
	if (ioctl(uffd, UFFDIO_COPY, &cp) != 0) {
		perror("UFFDIO_COPY");
		exit(1);
	}
}

static int
uffd_run(void)
{
	struct uffdio_api api = { .api = UFFD_API };
	struct uffdio_register reg;
	pthread_t a, b;
	cpu_set_t set;
	int uffd, cpu;

	CPU_ZERO(&set);
	if (sched_getaffinity(0, sizeof(set), &set) != 0)
		return 1;
	for (cpu = 0; !CPU_ISSET(cpu, &set); cpu++)
		;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) != 0)
		return 1;

	uffd = syscall(SYS_userfaultfd, O_CLOEXEC);
	region = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (uffd < 0 || region == MAP_FAILED ||
	    ioctl(uffd, UFFDIO_API, &api) != 0) {
		perror("userfaultfd");
		return 1;
	}
	reg.range.start = (uintptr_t)region;
	reg.range.len = 2 * PAGE;
	reg.mode = UFFDIO_REGISTER_MODE_MISSING;
	if (ioctl(uffd, UFFDIO_REGISTER, &reg) != 0) {
		perror("UFFDIO_REGISTER");
		return 1;
	}

	pthread_create(&a, NULL, uffd_thread, (void *)1);
	uffd_wait(uffd);
	pthread_create(&b, NULL, uffd_thread, (void *)2);
	uffd_wait(uffd);
	uffd_fill(uffd, 1, "thread one's string");
	pthread_join(a, NULL);
	FIRE_STRING(3, "main's own string");
	uffd_fill(uffd, 2, "thread two's string");
	pthread_join(b, NULL);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "uffd") == 0)
		return uffd_run();

	if ((pagemap = open("/proc/self/pagemap", O_RDONLY)) < 0) {
		perror("/proc/self/pagemap");
		return 1;
	}
	untouch(str1);
	FIRE_STRING(1, str1);
	untouch(buf2);
	FIRE_BUFFER(2, buf2);
	untouch(str3);
	copyin_fn(3, str3);
	untouch(buf4);
	FIRE_BUFFER(4, buf4);
	FIRE_BAD(5, (const char *)16);
	return 0;
}
