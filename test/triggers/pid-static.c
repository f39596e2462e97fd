/*
 * pid-static: a static (local) function, for the debug file tests.
 *
 *	pid-static [N]
 *
 * calls the static function local_work(i) for i = 0 .. N-1 (default 5) and
 * prints "sum S" (the sum of 2i + 1, that is N*N).  local_work is noipa,
 * so each call happens as written; being static, it is in .symtab only,
 * and a stripped copy loses it unless a debug file or MiniDebugInfo gives
 * it back.
 */
#include <stdio.h>
#include <stdlib.h>

static __attribute__((noipa, noinline)) int
local_work(int i)
{
	return 2 * i + 1;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 5, sum = 0, i;

	for (i = 0; i < n; i++)
		sum += local_work(i);
	printf("sum %d\n", sum);
	return 0;
}
