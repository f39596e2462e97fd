/*
 * fuzz_notes.c: libFuzzer target for the .note.stapsdt parser.  The input
 * is a whole ELF file, parsed as dt_stapsdt_file_get() parses an object it
 * finds mapped in a process: notes, .stapsdt.base, program headers,
 * symbols, and every argument string.  Seeds: test/fuzz/notes/.
 */
#include <stddef.h>
#include <stdint.h>
#include "dt_impl.h"
#include "dt_stapsdt_notes.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	dt_stapsdt_file_t *dfp = dt_stapsdt_file_parse_mem(data, size);

	if (dfp != NULL)
		dt_stapsdt_file_free(dfp);
	return 0;
}
