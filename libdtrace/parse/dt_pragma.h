/*
 * dt_pragma.h: control lines of D programs (#pragma D option, #line,
 * #error ...), as the scanner hands them over: a list of words.
 */
#ifndef _DT_PRAGMA_H
#define _DT_PRAGMA_H

#include "dt_impl.h"
#include "dt_parser.h"

typedef enum dt_pwkind {
	DT_PW_IDENT,		/* any run of non-blank characters */
	DT_PW_INT,		/* an integer constant */
	DT_PW_STRING		/* a "quoted string" (quotes removed) */
} dt_pwkind_t;

typedef struct dt_pword {
	const char *pw_text;
	dt_pwkind_t pw_kind;
} dt_pword_t;

/*
 * Run the control line words[0..n-1] (the words after '#').  Errors are
 * compile errors (xyerror) at the directive's line.  Returns the number the
 * next line has if the directive sets it (#line, "# 12 "file""), else -1.
 */
extern int dt_pragma(dt_pcb_t *pcb, const dt_pword_t *words, int n);

/*
 * After the parse: an attributes or binding pragma naming an identifier
 * that no declaration of the program declares is D_PRAGMA_UNUSED, at the
 * pragma's line, as in DTrace.
 */
extern void dt_pragma_unused(dt_pcb_t *pcb);

#endif /* _DT_PRAGMA_H */
