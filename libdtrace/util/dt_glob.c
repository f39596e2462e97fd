/*
 * dt_glob.c: DTrace's glob matching, for probe descriptions against probe
 * names (dt_provider.c, the providers' provide hooks).
 *
 * dt_gmatch() is the shell glob of gmatch(3GEN): * ? [set] [!set] and \
 * escapes, except that an empty pattern matches everything.
 */
#include <stddef.h>
#include "dt_glob.h"

/* Match one [set] at *pp against c; advance *pp past the ']'. */
static int
dt_gmatch_set(const char **pp, int c)
{
	const char *p = *pp;
	int neg = 0, ok = 0, lc = -1;

	if (*p == '!' || *p == '^') {
		neg = 1;
		p++;
	}
	if (*p == ']') {	/* a leading ] is literal */
		ok |= c == ']';
		lc = ']';
		p++;
	}
	for (; *p != '\0' && *p != ']'; p++) {
		int ch = (unsigned char)*p;

		if (ch == '\\' && p[1] != '\0')
			ch = (unsigned char)*++p;
		else if (ch == '-' && lc >= 0 && p[1] != ']' && p[1] != '\0') {
			int hi = (unsigned char)*++p;

			if (hi == '\\' && p[1] != '\0')
				hi = (unsigned char)*++p;
			ok |= c >= lc && c <= hi;
			lc = -1;
			continue;
		}
		ok |= c == ch;
		lc = ch;
	}
	if (*p != ']')
		return -1;	/* unterminated set: no match */
	*pp = p + 1;
	return neg ? !ok : ok;
}

static int
dt_gmatch_here(const char *s, const char *p)
{
	for (; *p != '\0'; s++) {
		switch (*p) {
		case '*':
			while (*p == '*')
				p++;
			if (*p == '\0')
				return 1;
			for (; *s != '\0'; s++)
				if (dt_gmatch_here(s, p))
					return 1;
			return 0;
		case '?':
			if (*s == '\0')
				return 0;
			p++;
			break;
		case '[':
			if (*s == '\0')
				return 0;
			p++;
			if (dt_gmatch_set(&p, (unsigned char)*s) != 1)
				return 0;
			break;
		case '\\':
			if (p[1] != '\0')
				p++;
			/* FALLTHROUGH */
		default:
			if (*s != *p)
				return 0;
			p++;
			break;
		}
	}
	return *s == '\0';
}

int
dt_gmatch(const char *s, const char *pattern)
{
	if (pattern == NULL || *pattern == '\0')
		return 1;
	return dt_gmatch_here(s != NULL ? s : "", pattern);
}
