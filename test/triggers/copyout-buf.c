/*
 * copyout-buf.c: hands probes the address of a buffer the process has
 * written (so its page is present and writable), then prints the buffer:
 * what a copyout() or copyoutstr() in the probe wrote shows in the output
 * (test/unittest/copyout/).
 *
 *	copyout:buffer(buf, size)	stapsdt probe
 *	copyout_fn(buf, size)		a function, for the pid provider
 *	copyout:bad(16, 8)		an address nothing maps
 *
 * Each probe is preceded by filling the buffer with "original text".
 */
#include <stdio.h>
#include <string.h>
#include <sys/sdt.h>

__attribute__((noinline)) void
copyout_fn(char *buf, int size)
{
	__asm__ volatile("" : : "r"(buf), "r"(size) : "memory");
}

static void
fill(char *buf, size_t size)
{
	memset(buf, '.', size);
	strcpy(buf, "original text");
}

int
main(void)
{
	char buf[32];

	fill(buf, sizeof(buf));
	STAP_PROBE2(copyout, buffer, buf, (int)sizeof(buf));
	printf("stapsdt: %s\n", buf);
	fill(buf, sizeof(buf));
	copyout_fn(buf, (int)sizeof(buf));
	printf("pid: %s\n", buf);
	STAP_PROBE2(copyout, bad, 16, 8);
	fflush(stdout);
	return 0;
}
