/*
 * dt_lib_scan.c: which names a D library file declares, found without
 * compiling it, so that the D library is compiled only when a program
 * needs one of its files (dt_lib.c).
 *
 * The file's text is cut into tokens (identifiers and punctuation; numbers,
 * strings, character constants and comments are skipped; a control line
 * only counts for `#pragma D depends_on library x.d`), and the tokens into
 * top-level items, each ending with a ';' outside brackets.  An item
 * declares:
 *
 *   translator OUT < IN x > { ... };   the identifiers of OUT (psinfo_t, or
 *                                      the tag of `struct psinfo`)
 *   inline T name[...] = expr;         name (the last top-level identifier
 *                                      before the '=')
 *   struct|union|enum tag { ... }      tag (also a forward `struct tag;`)
 *   enum ... { A = 1, B, ... }         the enumerators A, B
 *   T a, b[4], c = expr;  typedef T t; the top-level declarators a, b, c, t
 *
 * A superset does no harm (a file is compiled a little more often); a name
 * missed would be "Unknown" to the program, so the rules follow what
 * declarations in D look like rather than what the library holds today.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "dt_lib.h"

typedef struct dt_ltok {
	const char *t;		/* start in the text */
	int len;		/* > 0 identifier, < 0 punctuation (one char) */
} dt_ltok_t;

typedef struct dt_lscan {
	dt_ltok_t *toks;
	size_t n, max;
	dt_libscan_f *fn;
	void *arg;
	int nomem;
} dt_lscan_t;

static void
dt_lscan_add(dt_lscan_t *ls, const char *t, int len)
{
	if (ls->n == ls->max) {
		size_t max = ls->max ? ls->max * 2 : 256;
		dt_ltok_t *toks = realloc(ls->toks, max * sizeof(dt_ltok_t));

		if (toks == NULL) {
			ls->nomem = 1;
			return;
		}
		ls->toks = toks;
		ls->max = max;
	}
	ls->toks[ls->n].t = t;
	ls->toks[ls->n++].len = len;
}

static void
dt_lscan_name(dt_lscan_t *ls, const char *t, size_t len, int dep)
{
	char name[256];

	if (len == 0 || len >= sizeof(name))
		return;
	memcpy(name, t, len);
	name[len] = '\0';
	ls->fn(ls->arg, name, dep);
}

/* A control line: only `#pragma D depends_on library x.d` matters. */
static const char *
dt_lscan_control(dt_lscan_t *ls, const char *p, const char *end)
{
	static const char *const words[] = { "pragma", "D", "depends_on", "library" };
	const char *eol = memchr(p, '\n', end - p);
	size_t i, len;

	if (eol == NULL)
		eol = end;
	p++;		/* '#' */
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		while (p < eol && (*p == ' ' || *p == '\t'))
			p++;
		len = strlen(words[i]);
		if ((size_t)(eol - p) <= len || memcmp(p, words[i], len) != 0 ||
		    !isspace((unsigned char)p[len]))
			return eol;
		p += len;
	}
	while (p < eol && (*p == ' ' || *p == '\t'))
		p++;
	for (len = 0; p + len < eol && !isspace((unsigned char)p[len]); len++)
		;
	dt_lscan_name(ls, p, len, 1);
	return eol;
}

/* Skip a string or character constant starting at p (its quote). */
static const char *
dt_lscan_quoted(const char *p, const char *end)
{
	char q = *p++;

	while (p < end && *p != q && *p != '\n')
		p += (*p == '\\' && p + 1 < end) ? 2 : 1;
	return p < end ? p + 1 : end;
}

static int
dt_lscan_isid(int c)
{
	return isalnum(c) || c == '_';
}

/* The text into tokens (control lines are handled as they are met). */
static void
dt_lscan_tokens(dt_lscan_t *ls, const char *p, const char *end)
{
	int bol = 1;

	while (p < end && !ls->nomem) {
		const char *s = p;

		if (*p == '\n') {
			bol = 1;
			p++;
			continue;
		}
		if (isspace((unsigned char)*p)) {
			p++;
			continue;
		}
		if (*p == '#' && bol) {
			p = dt_lscan_control(ls, p, end);
			continue;
		}
		bol = 0;
		if (p + 1 < end && p[0] == '/' && p[1] == '*') {
			const char *e = NULL;

			for (s = p + 2; s + 1 < end && e == NULL; s++)
				if (s[0] == '*' && s[1] == '/')
					e = s + 2;
			p = e != NULL ? e : end;
		} else if (p + 1 < end && p[0] == '/' && p[1] == '/') {
			while (p < end && *p != '\n')
				p++;
		} else if (*p == '"' || *p == '\'') {
			p = dt_lscan_quoted(p, end);
		} else if (dt_lscan_isid((unsigned char)*p)) {
			while (p < end && dt_lscan_isid((unsigned char)*p))
				p++;
			if (!isdigit((unsigned char)*s))
				dt_lscan_add(ls, s, p - s);
		} else {
			dt_lscan_add(ls, p++, -1);
		}
	}
}

static int
dt_lscan_is(const dt_ltok_t *tk, const char *s)
{
	if (tk->len < 0)
		return s[1] == '\0' && *tk->t == s[0];
	return (size_t)tk->len == strlen(s) && memcmp(tk->t, s, tk->len) == 0;
}

static int
dt_lscan_keyword(const dt_ltok_t *tk)
{
	static const char *const kw[] = {
		"auto", "char", "const", "double", "enum", "extern", "float",
		"inline", "int", "long", "offsetof", "register", "restrict",
		"self", "short", "signed", "sizeof", "static", "string",
		"stringof", "struct", "this", "translator", "typedef", "union",
		"unsigned", "userland", "void", "volatile", "xlate", NULL
	};
	int i;

	for (i = 0; kw[i] != NULL; i++)
		if (dt_lscan_is(tk, kw[i]))
			return 1;
	return 0;
}

static int
dt_lscan_ident(const dt_ltok_t *tk)
{
	return tk->len > 0 && !dt_lscan_keyword(tk);
}

static int
dt_lscan_open(const dt_ltok_t *tk)
{
	return dt_lscan_is(tk, "(") || dt_lscan_is(tk, "[") || dt_lscan_is(tk, "{");
}

static int
dt_lscan_close(const dt_ltok_t *tk)
{
	return dt_lscan_is(tk, ")") || dt_lscan_is(tk, "]") || dt_lscan_is(tk, "}");
}

static void
dt_lscan_emit(dt_lscan_t *ls, const dt_ltok_t *tk)
{
	dt_lscan_name(ls, tk->t, tk->len, 0);
}

/* translator OUT < ...: the identifiers of OUT. */
static void
dt_lscan_translator(dt_lscan_t *ls, const dt_ltok_t *tk, size_t n)
{
	size_t i;

	for (i = 1; i < n && !dt_lscan_is(&tk[i], "<"); i++)
		if (dt_lscan_ident(&tk[i]))
			dt_lscan_emit(ls, &tk[i]);
}

/* inline T name[...] = ...: the last top-level identifier before '='. */
static void
dt_lscan_inline(dt_lscan_t *ls, const dt_ltok_t *tk, size_t n)
{
	const dt_ltok_t *last = NULL;
	size_t i;
	int depth = 0;

	for (i = 1; i < n && !(depth == 0 && dt_lscan_is(&tk[i], "=")); i++) {
		if (dt_lscan_open(&tk[i]))
			depth++;
		else if (dt_lscan_close(&tk[i]))
			depth--;
		else if (depth == 0 && dt_lscan_ident(&tk[i]))
			last = &tk[i];
	}
	if (last != NULL)
		dt_lscan_emit(ls, last);
}

/* The enumerators of the body that starts at tk[i] ('{'); its end. */
static size_t
dt_lscan_enumerators(dt_lscan_t *ls, const dt_ltok_t *tk, size_t i, size_t n)
{
	int depth = 0, start = 1;

	for (; i < n; i++) {
		if (dt_lscan_open(&tk[i]))
			depth++;
		else if (dt_lscan_close(&tk[i]) && --depth == 0)
			return i;
		else if (depth == 1 && dt_lscan_is(&tk[i], ","))
			start = 1;
		else if (start && depth == 1 && dt_lscan_ident(&tk[i])) {
			dt_lscan_emit(ls, &tk[i]);
			start = 0;
		} else
			start = 0;
	}
	return n;
}

/* struct/union/enum tags (defined or forward) and enumerators. */
static void
dt_lscan_tags(dt_lscan_t *ls, const dt_ltok_t *tk, size_t n)
{
	size_t i, j;

	for (i = 0; i + 1 < n; i++) {
		int isenum = dt_lscan_is(&tk[i], "enum");

		if (!isenum && !dt_lscan_is(&tk[i], "struct") &&
		    !dt_lscan_is(&tk[i], "union"))
			continue;
		j = i + 1;
		if (dt_lscan_ident(&tk[j])) {
			if (j + 1 == n || dt_lscan_is(&tk[j + 1], "{"))
				dt_lscan_emit(ls, &tk[j]);
			j++;
		}
		if (isenum && j < n && dt_lscan_is(&tk[j], "{"))
			i = dt_lscan_enumerators(ls, tk, j, n);
	}
}

/* Top-level declarators: an identifier followed by ; , = or [. */
static void
dt_lscan_declarators(dt_lscan_t *ls, const dt_ltok_t *tk, size_t n)
{
	size_t i;
	int depth = 0, init = 0;

	for (i = 0; i < n; i++) {
		const dt_ltok_t *next = i + 1 < n ? &tk[i + 1] : NULL;

		if (dt_lscan_open(&tk[i]))
			depth++;
		else if (dt_lscan_close(&tk[i]))
			depth--;
		else if (depth == 0 && dt_lscan_is(&tk[i], "="))
			init = 1;
		else if (depth == 0 && dt_lscan_is(&tk[i], ","))
			init = 0;
		else if (depth == 0 && !init && dt_lscan_ident(&tk[i]) &&
		    (next == NULL || dt_lscan_is(next, ",") ||
		    dt_lscan_is(next, "=") || dt_lscan_is(next, "[")))
			dt_lscan_emit(ls, &tk[i]);
	}
}

static void
dt_lscan_item(dt_lscan_t *ls, const dt_ltok_t *tk, size_t n)
{
	if (n == 0)
		return;
	if (dt_lscan_is(&tk[0], "translator")) {
		dt_lscan_translator(ls, tk, n);
		return;
	}
	if (dt_lscan_is(&tk[0], "inline")) {
		dt_lscan_inline(ls, tk, n);
		return;
	}
	dt_lscan_tags(ls, tk, n);
	dt_lscan_declarators(ls, tk, n);
}

int
dt_lib_scan(const char *text, size_t len, dt_libscan_f *fn, void *arg)
{
	dt_lscan_t ls = { .fn = fn, .arg = arg };
	size_t i, start = 0;
	int depth = 0;

	dt_lscan_tokens(&ls, text, text + len);
	for (i = 0; i < ls.n && !ls.nomem; i++) {
		if (dt_lscan_open(&ls.toks[i]))
			depth++;
		else if (dt_lscan_close(&ls.toks[i]) && depth > 0)
			depth--;
		else if (depth == 0 && dt_lscan_is(&ls.toks[i], ";")) {
			dt_lscan_item(&ls, &ls.toks[start], i - start);
			start = i + 1;
		}
	}
	if (!ls.nomem)
		dt_lscan_item(&ls, &ls.toks[start], ls.n - start);
	free(ls.toks);
	return ls.nomem ? -1 : 0;
}
