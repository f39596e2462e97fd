/*
 * pid-throw: C++ exceptions thrown through functions, for the pid
 * provider's return probes (test/unittest/pid/tst.sites-cxx.sh).
 *
 *	pid-throw [N]
 *
 * calls catcher(i) for i = 0 .. N-1 (default 10): catcher calls middle,
 * middle calls thrower, which throws for every multiple of 3; catcher
 * catches it.  Prints "sum S caught C" and exits 0.  A uretprobe on
 * middle or thrower (the kernel's return probe, which replaces the return
 * address on the stack) makes libgcc's unwinder fail: std::terminate.
 * Built with g++ -O2, so that the landing pads go to cold parts.
 */
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

extern "C" __attribute__((noinline)) int
thrower(int i)
{
	if (i % 3 == 0)
		throw std::runtime_error("a multiple of three");
	return i;
}

extern "C" __attribute__((noinline)) int
middle(int i)
{
	std::string s(i + 20, 'x');	/* destroyed while unwinding */

	return thrower(i) + (int)s.size();
}

__attribute__((noinline)) static int
catcher(int i)
{
	try {
		return middle(i);
	} catch (const std::exception &e) {
		return -1;
	}
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 10, sum = 0, caught = 0;

	for (int i = 0; i < n; i++) {
		int r = catcher(i);

		if (r < 0)
			caught++;
		else
			sum += r;
	}
	printf("sum %d caught %d\n", sum, caught);
	return 0;
}
