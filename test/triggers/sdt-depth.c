/*
 * sdt-depth [N [DIR]]: changes its working directory to DIR (if given),
 * fires the stapsdt probe test_prov:cwd once, then calls recurse(0), which
 * fires test_prov:level(d) at each depth d and calls itself down to depth N
 * (default 5).  Built with frame pointers (GNUmakefile), so that a user
 * stack walk sees one more frame at each level: ustackdepth at level d is
 * ustackdepth at level 0 plus d.
 */
#include <stdlib.h>
#include <unistd.h>
#include <sys/sdt.h>

static volatile long sink;

__attribute__((noinline)) static void
recurse(long d, long n)
{
	STAP_PROBE1(test_prov, level, d);
	if (d < n)
		recurse(d + 1, n);
	sink += d;	/* not a tail call: the frame stays */
}

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 5;

	if (argc > 2 && chdir(argv[2]) != 0)
		return 1;
	STAP_PROBE(test_prov, cwd);
	recurse(0, n);
	return 0;
}
