/*
 * fuzz_args.c: libFuzzer target for stapsdt argument strings ("-4@%eax
 * 8@16(%rbp,%rcx,8) ..."), split and decoded as a note's are.  The input
 * is one or more argument strings, one per line (a seed made by mkseed
 * holds every distinct argument string of an object); each line is
 * decoded on its own, as a NUL-terminated string.  Seeds: test/fuzz/args/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_stapsdt_notes.h"

/* Decode one argument string, as dt_stapsdt_notes.c does a note's. */
static void
parse_line(const char *s)
{
	dt_stapsdt_arg_t args[DT_STAPSDT_MAXARGS];
	int i, n;

	memset(args, 0, sizeof(args));
	n = dt_stapsdt_args_parse(s, args, DT_STAPSDT_MAXARGS);
	for (i = 0; i < n && i < DT_STAPSDT_MAXARGS; i++)
		free(args[i].da_spec);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1), *line, *nl;

	if (s == NULL)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	for (line = s; line != NULL; line = nl) {
		if ((nl = strchr(line, '\n')) != NULL)
			*nl++ = '\0';
		parse_line(line);
	}
	free(s);
	return 0;
}
