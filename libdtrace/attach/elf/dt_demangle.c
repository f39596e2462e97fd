/*
 * dt_demangle.c: C++ symbol names as C++ writes them.
 *
 * The demangler is libstdc++'s __cxa_demangle() (the Itanium C++ ABI's
 * entry point, declared in <cxxabi.h>, which is C++; we declare it with C
 * linkage here, as the ABI defines it): no demangler of our own.  Only
 * names that start with "_Z" are tried, so the C names of a library cost a
 * two-byte comparison.  The symbol code (dt_object.c) demangles each name
 * once, when it reads an object, and keeps both forms.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_demangle.h"

extern char *__cxa_demangle(const char *mangled, char *buf, size_t *len,
    int *status);

char *
dt_demangle(const char *name)
{
	int status = 0;
	char *s;

	if (strncmp(name, "_Z", 2) != 0)
		return NULL;
	s = __cxa_demangle(name, NULL, NULL, &status);
	if (status != 0) {
		free(s);
		return NULL;
	}
	return s;
}
