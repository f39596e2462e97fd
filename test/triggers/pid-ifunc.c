/*
 * pid-ifunc: known calls of glibc IFUNCs, for the pid provider.
 *
 *	pid-ifunc [N]
 *
 * calls strlen("pid-ifunc-marker") and memcpy(buf, src, 4321) N times
 * (default 5) each, through volatile function pointers (so the compiler
 * can neither inline nor fold them); prints "len L" (16 * N).  strlen and
 * memcpy are STT_GNU_IFUNC symbols of libc: the calls go to the
 * implementation the dynamic linker chose (__strlen_avx2 ...).  The marker
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
	int n = argc > 1 ? atoi(argv[1]) : 5, i;
	size_t total = 0;
	char touch = *(volatile const char *)marker;	/* page it in */

	(void)touch;
	for (i = 0; i < n; i++) {
		total += len(marker);
		copy(dst, src, sizeof(dst));
	}
	printf("len %zu\n", total);
	return 0;
}
