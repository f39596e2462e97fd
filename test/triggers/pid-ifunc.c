/*
 * pid-ifunc: known calls of glibc IFUNCs, for the pid provider.
 *
 *	pid-ifunc [N]
 *
 * calls strlen("pid-ifunc-marker"), memcpy(buf, src, 4321) and
 * strstr(marker, "marker") N times (default 5) each, through volatile
 * function pointers (so the compiler can neither inline nor fold them);
 * prints "len L" (16 * N) and "at A" (10 * N).  strlen, memcpy and strstr
 * are STT_GNU_IFUNC symbols of libc: the calls go to the implementation
 * the dynamic linker chose (__strlen_avx2 ...).  libc calls strlen and
 * memcpy itself (IRELATIVE relocations), never strstr: its implementation
 * is found through this program's GLOB_DAT relocation (the pointer).  The marker
 * is read once first, so that its page is in memory when a probe copies it
 * (BPF cannot fault pages in).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char marker[] = "pid-ifunc-marker";
static char src[4321], dst[4321];

int
main(int argc, char **argv)
{
	size_t (*volatile len)(const char *) = strlen;
	void *(*volatile copy)(void *, const void *, size_t) = memcpy;
	char *(*volatile find)(const char *, const char *) = strstr;
	int n = argc > 1 ? atoi(argv[1]) : 5, i;
	size_t total = 0, at = 0;
	char touch = *(volatile const char *)marker;	/* page it in */

	(void)touch;
	for (i = 0; i < n; i++) {
		total += len(marker);
		copy(dst, src, sizeof(dst));
		at += (size_t)(find(marker, "marker") - marker);
	}
	printf("len %zu\n", total);
	printf("at %zu\n", at);
	return 0;
}
