/*
 * tst_defs.h: a header for the preprocessor tests (-I.).
 */
#ifndef TST_DEFS_H
#define TST_DEFS_H

#define DEFS_VALUE	17
#define DEFS_NAME	"defs"

typedef int defs_int_t;

#endif
