/*
 * fuzz_args.c: libFuzzer target for stapsdt argument strings ("-4@%eax
 * 8@16(%rbp,%rcx,8) ..."), split and decoded as a note's are.  The input
 * is taken as one NUL-terminated string.  Seeds: test/fuzz/args/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_sdt_notes.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	dt_sdt_arg_t args[DT_SDT_MAXARGS];
	char *s = malloc(size + 1);
	int i, n;

	if (s == NULL)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	memset(args, 0, sizeof(args));
	n = dt_sdt_args_parse(s, args, DT_SDT_MAXARGS);
	for (i = 0; i < n && i < DT_SDT_MAXARGS; i++)
		free(args[i].da_spec);
	free(s);
	return 0;
}
