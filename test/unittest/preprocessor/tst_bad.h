/*
 * tst_bad.h: a header with a D syntax error at line 6, for
 * err.D_SYNTAX.header.d.
 */

typedef int bad_t = ;
