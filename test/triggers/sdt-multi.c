/*
 * sdt-multi [N]: 20 call sites of one probe, test:multi, whose argument is
 * the site's number (0-19): sites 0-9 are in multi_lo(), 10-19 in
 * multi_hi().  Each of N rounds (default 1) fires every site once, so
 * @[arg0] = count() gives 20 keys of N each, and the probe is one DTrace
 * probe per function with many uprobes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/sdt.h>

#define SITE(k)	case k: STAP_PROBE1(test, multi, k); break

__attribute__((noinline)) static void
multi_lo(int k)
{
	switch (k) {
	SITE(0); SITE(1); SITE(2); SITE(3); SITE(4);
	SITE(5); SITE(6); SITE(7); SITE(8); SITE(9);
	}
}

__attribute__((noinline)) static void
multi_hi(int k)
{
	switch (k) {
	SITE(10); SITE(11); SITE(12); SITE(13); SITE(14);
	SITE(15); SITE(16); SITE(17); SITE(18); SITE(19);
	}
}

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 1, i;
	int k;

	for (i = 0; i < n; i++) {
		for (k = 0; k < 20; k++) {
			if (k < 10)
				multi_lo(k);
			else
				multi_hi(k);
		}
	}
	printf("%ld\n", n * 20);
	return 0;
}
