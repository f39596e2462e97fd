/*
 * pid-sdt [N]: a function whose first instruction is a stapsdt note, so
 * that a pid entry probe and a stapsdt probe are one site (one uprobe with
 * two consumers): at_note(i) for i = 0 .. N-1 (default 5) fires
 * pidsdt:first with argument i before anything else it does (it is
 * built without frame pointers, gcc's default at -O1: the note's nop comes
 * first).
 */
#include <stdlib.h>
#include <sys/sdt.h>

#define NOIPA	__attribute__((noipa, noinline))

NOIPA void
at_note(long i)
{
	STAP_PROBE1(pidsdt, first, i);
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 5, i;

	for (i = 0; i < n; i++)
		at_note(i);
	return 0;
}
