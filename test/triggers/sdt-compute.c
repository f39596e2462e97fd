/*
 * sdt-compute [N]: a checksum loop with stapsdt probes (test:mix, with a
 * semaphore-free site in the middle of the arithmetic, and test:round)
 * between instructions that compute it; prints the checksum and exits 0.
 * A uprobe put inside one of those instructions (a damaged note whose
 * address is off by a few bytes) would change the checksum or kill the
 * process: tst.nonop-sites.sh shifts the notes and compares the output of
 * the traced copies with the untraced program's.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/sdt.h>

static uint64_t
mix(uint64_t h, uint64_t i)
{
	h ^= i * 0x9e3779b97f4a7c15ULL;
	h = (h << 13) | (h >> 51);
	STAP_PROBE2(test, mix, h, i);
	h *= 0xff51afd7ed558ccdULL;
	h += i >> 3;
	return h;
}

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 1000, i;
	uint64_t h = 0x12345678;

	for (i = 0; i < n; i++) {
		h = mix(h, i);
		if ((i & 63) == 0)
			STAP_PROBE1(test, round, h);
	}
	printf("%016llx\n", (unsigned long long)h);
	return 0;
}
