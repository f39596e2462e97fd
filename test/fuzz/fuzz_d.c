/*
 * fuzz_d.c: libFuzzer target for the D front end: lexer, grammar, type
 * checking and code generation, without loading anything (the handle is
 * opened with DTRACE_O_NOSYS, and nothing is executed).  The input is a D
 * program; descriptions that match nothing are allowed (ZDEFS) so that the
 * clauses still reach the later stages.  Seeds: the test suite's scripts.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <dtrace.h>

static dtrace_hdl_t *dtp;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	int err;

	if (s == NULL)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	/* A new handle per input: compiled programs stay in their handle. */
	if ((dtp = dtrace_open(DTRACE_VERSION, DTRACE_O_NOSYS, &err)) != NULL) {
		(void) dtrace_program_strcompile(dtp, s, DTRACE_PROBESPEC_NAME,
		    DTRACE_C_ZDEFS, 0, NULL);
		dtrace_close(dtp);
	}
	free(s);
	return 0;
}
