/*
 * dt_pfmt.h: a parsed printf() format (private to dt_cook_printf.c, which
 * parses and checks formats at compile time, and dt_printf.c, which prints
 * with them): the conversion dictionary's entries, and the argument
 * descriptors a format is parsed into.
 */
#ifndef _DT_PFMT_H
#define _DT_PFMT_H

#include <stddef.h>
#include <stdint.h>

/* How a conversion's value is printed. */
typedef enum dt_pfprint {
	DT_PFP_SINT,		/* signed integer */
	DT_PFP_UINT,		/* unsigned integer */
	DT_PFP_DINT,		/* %d/%i: signed or unsigned per the argument */
	DT_PFP_FP,		/* floating point */
	DT_PFP_ADDR,		/* %a: kernel address as symbol */
	DT_PFP_UADDR,		/* %A: user address as symbol */
	DT_PFP_STACK,		/* %k: stack */
	DT_PFP_CSTR,		/* %s */
	DT_PFP_ESTR,		/* %S: string with escapes */
	DT_PFP_ECHR,		/* %C: character with escapes */
	DT_PFP_TIME,		/* %Y: "1973 Dec  3 17:20:00" */
	DT_PFP_TIME822,		/* %T: RFC 822 date */
	DT_PFP_PCT		/* %% */
} dt_pfprint_t;

/* Which argument types a conversion accepts (DTrace's pfcheck_*). */
typedef enum dt_pfcheck {
	DT_PFC_XINT,		/* any integer */
	DT_PFC_DINT,		/* any integer */
	DT_PFC_CSI,		/* integer no wider than int */
	DT_PFC_FP,		/* float, double, long double */
	DT_PFC_ADDR,		/* pointer or integer */
	DT_PFC_UADDR,		/* pointer or integer, with a target process */
	DT_PFC_STACK,		/* stack() / ustack() */
	DT_PFC_STR,		/* string or char [] */
	DT_PFC_TIME,		/* 64-bit integer */
	DT_PFC_XSHORT,		/* short of either sign */
	DT_PFC_XLONG,		/* long of either sign */
	DT_PFC_XLONGLONG,	/* long long of either sign, or [u]int64_t */
	DT_PFC_TYPE		/* compatible with the type named pfc_tstr */
} dt_pfcheck_t;

typedef struct dt_pfconv {
	const char *pfc_name;	/* conversion as written, with size prefix */
	const char *pfc_ofmt;	/* C conversion character(s) that print it */
	const char *pfc_tstr;	/* prototype for messages (or type name) */
	dt_pfcheck_t pfc_check;
	dt_pfprint_t pfc_print;
} dt_pfconv_t;

/* Conversion flags. */
#define DT_PFCONV_ALT		0x0001	/* # */
#define DT_PFCONV_ZPAD		0x0002	/* 0 */
#define DT_PFCONV_LEFT		0x0004	/* - */
#define DT_PFCONV_SPOS		0x0008	/* + */
#define DT_PFCONV_DYNWIDTH	0x0010	/* * width */
#define DT_PFCONV_DYNPREC	0x0020	/* .* precision */
#define DT_PFCONV_GROUP		0x0040	/* ' */
#define DT_PFCONV_SPACE		0x0080	/* space */
#define DT_PFCONV_AGG		0x0100	/* @: the aggregation's value */

typedef struct dt_pfargd {
	const char *pfd_prefix;		/* literal text before the conversion */
	size_t pfd_preflen;
	const dt_pfconv_t *pfd_conv;	/* NULL: only literal text */
	uint32_t pfd_flags;
	int pfd_width;
	int pfd_prec;
} dt_pfargd_t;

typedef struct dt_pfargv {
	char *pfv_format;		/* copy of the format; prefixes point in it */
	dt_pfargd_t *pfv_argv;
	int pfv_argc;
} dt_pfargv_t;

#endif /* _DT_PFMT_H */
