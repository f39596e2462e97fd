/*
 * dt_printf.c: printing with D's printf() formats, as DTrace does.
 *
 * dt_cook_printf.c parses a format at compile time into argument
 * descriptors (dt_pfmt.h), each a literal text and a conversion from
 * DTrace's dictionary, and checks it against the arguments' types.
 *
 * At run time (dt_printf_format) the values come from records whose layout
 * the compiler chose: integers of 1, 2, 4 or 8 bytes (signed or not), and
 * strings of at most dtrd_size bytes.  Integers are printed the way DTrace
 * does: values narrower than 64 bits go through the C conversion as 32-bit
 * int/unsigned, 64-bit values get an "ll" size prefix; %d and %i print
 * unsigned values as %u.  Each conversion is handed to the C library's
 * printf with a format rebuilt from the parsed flags, so the output is byte
 * for byte what the same conversion gives in C.
 *
 * The text a format makes is the same whatever the output format: the
 * text sink prints it, the JSON sink keeps it as an item's "message", and
 * system() and freopen() take it as their command and file name.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_pfmt.h"
#include "dt_symtext.h"
#include "dt_sym.h"

/*
 * Run time.
 */

/* Read an integer record: sign- or zero-extended to 64 bits. */
static uint64_t
dt_pf_readint(const dt_recdesc_t *rec, const char *data)
{
	const char *p = data + rec->dtrd_offset;
	int sgn = (rec->dtrd_flags & DT_RF_SIGNED) != 0;
	uint8_t u8; uint16_t u16; uint32_t u32; uint64_t u64 = 0;

	switch (rec->dtrd_size) {
	case 1:
		memcpy(&u8, p, 1);
		return sgn ? (uint64_t)(int64_t)(int8_t)u8 : u8;
	case 2:
		memcpy(&u16, p, 2);
		return sgn ? (uint64_t)(int64_t)(int16_t)u16 : u16;
	case 4:
		memcpy(&u32, p, 4);
		return sgn ? (uint64_t)(int64_t)(int32_t)u32 : u32;
	case 8:
		memcpy(&u64, p, 8);
		return u64;
	}
	return 0;
}

/* Build "%<flags><width>.<prec>" for one conversion into buf. */
static void
dt_pf_spec(const dt_pfargd_t *pfd, int width, int prec, char *buf, size_t len)
{
	char *f = buf;

	*f++ = '%';
	if (pfd->pfd_flags & DT_PFCONV_ALT)
		*f++ = '#';
	if (pfd->pfd_flags & DT_PFCONV_ZPAD)
		*f++ = '0';
	if (width < 0 || (pfd->pfd_flags & DT_PFCONV_LEFT))
		*f++ = '-';
	if (pfd->pfd_flags & DT_PFCONV_SPOS)
		*f++ = '+';
	if (pfd->pfd_flags & DT_PFCONV_GROUP)
		*f++ = '\'';
	if (pfd->pfd_flags & DT_PFCONV_SPACE)
		*f++ = ' ';
	*f = '\0';
	if (width != 0)
		snprintf(f, len - (f - buf), "%d", width < 0 ? -width : width);
	f += strlen(f);
	if (prec > 0)
		snprintf(f, len - (f - buf), ".%d", prec);
}

static int
dt_pf_str(FILE *fp, const char *spec, const char *s)
{
	char fmt[128];

	snprintf(fmt, sizeof(fmt), "%ss", spec);
	return fprintf(fp, fmt, s);
}

/* Integers as DTrace prints them: 64-bit with "ll", narrower as int. */
static int
dt_pf_int(FILE *fp, const char *spec, const dt_pfconv_t *pfc,
    const dt_recdesc_t *rec, uint64_t v)
{
	const char *conv = pfc->pfc_ofmt;
	int sgn = pfc->pfc_print == DT_PFP_SINT;
	char fmt[128];

	if (pfc->pfc_print == DT_PFP_DINT) {
		sgn = (rec->dtrd_flags & DT_RF_SIGNED) != 0;
		if (!sgn)
			conv = "u";
	}
	if (rec->dtrd_size == 8) {
		snprintf(fmt, sizeof(fmt), "%sll%s", spec, conv);
		return sgn ? fprintf(fp, fmt, (long long)v) :
		    fprintf(fp, fmt, (unsigned long long)v);
	}
	snprintf(fmt, sizeof(fmt), "%s%s", spec, conv);
	if (sgn)
		return fprintf(fp, fmt, (int)(int32_t)v);
	/* narrower unsigned values are zero-extended from their own size */
	if (rec->dtrd_size < 4)
		v &= (1ULL << (rec->dtrd_size * 8)) - 1;
	return fprintf(fp, fmt, (unsigned int)(uint32_t)v);
}

static int
dt_pf_fp(FILE *fp, const char *spec, const dt_pfconv_t *pfc,
    const dt_recdesc_t *rec, const char *data)
{
	const char *p = data + rec->dtrd_offset;
	char fmt[128];
	float f;
	double d;
	long double ld;

	switch (rec->dtrd_size) {
	case sizeof(float):
		memcpy(&f, p, sizeof(f));
		snprintf(fmt, sizeof(fmt), "%s%s", spec, pfc->pfc_ofmt);
		return fprintf(fp, fmt, (double)f);
	case sizeof(double):
		memcpy(&d, p, sizeof(d));
		snprintf(fmt, sizeof(fmt), "%s%s", spec, pfc->pfc_ofmt);
		return fprintf(fp, fmt, d);
	case sizeof(long double):
		memcpy(&ld, p, sizeof(ld));
		snprintf(fmt, sizeof(fmt), "%sL%s", spec, pfc->pfc_ofmt);
		return fprintf(fp, fmt, ld);
	}
	errno = EINVAL;
	return -1;
}

/* A string record, NUL-terminated within its size. */
static char *
dt_pf_strdup(const dt_recdesc_t *rec, const char *data)
{
	char *s = malloc(rec->dtrd_size + 1);

	if (s != NULL) {
		memcpy(s, data + rec->dtrd_offset, rec->dtrd_size);
		s[rec->dtrd_size] = '\0';
	}
	return s;
}

/* DTrace's strchr2esc(): a string with C escapes for unprintables. */
static char *
dt_pf_escape(const char *s, size_t n)
{
	char *e = malloc(n * 4 + 1), *q = e;
	size_t i;

	if (e == NULL)
		return NULL;
	for (i = 0; i < n && s[i] != '\0'; i++) {
		unsigned char c = s[i];
		const char *esc = NULL;

		switch (c) {
		case '\a': esc = "\\a"; break;
		case '\b': esc = "\\b"; break;
		case '\f': esc = "\\f"; break;
		case '\n': esc = "\\n"; break;
		case '\r': esc = "\\r"; break;
		case '\t': esc = "\\t"; break;
		case '\v': esc = "\\v"; break;
		case '"': esc = "\\\""; break;
		case '\\': esc = "\\\\"; break;
		}
		if (esc != NULL)
			q += sprintf(q, "%s", esc);
		else if (isprint(c))
			*q++ = c;
		else
			q += sprintf(q, "\\%03o", c);
	}
	*q = '\0';
	return e;
}

static int
dt_pf_time(FILE *fp, const char *spec, uint64_t ns, int rfc822)
{
	time_t sec = (time_t)(ns / 1000000000ULL);
	char src[32], buf[64];
	struct tm tm;

	if (rfc822) {
		localtime_r(&sec, &tm);
		strftime(buf, sizeof(buf), "%a, %d %b %G %T %Z", &tm);
	} else {
		/* ctime "Sun Dec  3 17:20:00 1973\n" -> "1973 Dec  3 17:20:00" */
		ctime_r(&sec, src);
		memcpy(buf, src + 20, 4);
		memcpy(buf + 4, src + 3, 16);
		buf[20] = '\0';
	}
	return dt_pf_str(fp, spec, buf);
}

static int
dt_pf_estr(FILE *fp, const char *spec, const char *s, size_t n)
{
	char *e = dt_pf_escape(s, n);
	int rc;

	if (e == NULL)
		return -1;
	rc = dt_pf_str(fp, spec, e);
	free(e);
	return rc;
}

/*
 * %a: a kernel address as "module`symbol+0xoff"; %A: a user address, of the
 * process a usym() value names, else of $target.
 */
static int
dt_pf_addr(dtrace_hdl_t *dtp, FILE *fp, const char *spec,
    const dt_pfconv_t *pfc, const dt_recdesc_t *rec, const char *data)
{
	char buf[PATH_MAX * 2];

	if (rec->dtrd_flags & DT_RF_SYM) {	/* usym(), uaddr() ...: its text */
		dt_sym_str(dtp, rec, data + rec->dtrd_offset, buf, sizeof(buf));
	} else if (pfc->pfc_print == DT_PFP_UADDR) {
		dt_sym_uaddr2str(dtp, dtp->dt_target, dt_pf_readint(rec, data), buf,
		    sizeof(buf));
	} else {
		dt_sym_kaddr2str(dtp, dt_pf_readint(rec, data), buf, sizeof(buf));
	}
	return dt_pf_str(fp, spec, buf);
}

/*
 * %k: a stack, each frame through the conversion; indented by the width
 * if it is left-aligned (%-20k), as DTrace does.
 */
static int
dt_pf_stack(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargd_t *pfd,
    const char *spec, int width, const dt_recdesc_t *rec, const char *data)
{
	char fmt[128];
	int indent = width < 0 ? -width :
	    (pfd->pfd_flags & DT_PFCONV_LEFT) ? width : 0;

	if (!(rec->dtrd_flags & DT_RF_SYM)) {
		errno = EINVAL;		/* the compiler checked this */
		return -1;
	}
	snprintf(fmt, sizeof(fmt), "%ss", spec);
	return dt_print_stack(dtp, fp, fmt, indent, rec, data + rec->dtrd_offset) < 0 ?
	    -1 : 0;
}

/* Print one conversion whose value is in rec. */
static int
dt_pf_print1(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargd_t *pfd,
    const char *spec, int width, const dt_recdesc_t *rec, const char *data)
{
	const dt_pfconv_t *pfc = pfd->pfd_conv;
	char *s;
	char c;
	int rc;

	if ((rec->dtrd_flags & DT_RF_STRING) &&
	    pfc->pfc_print != DT_PFP_CSTR && pfc->pfc_print != DT_PFP_ESTR) {
		errno = EINVAL;		/* the compiler checked this */
		return -1;
	}

	switch (pfc->pfc_print) {
	case DT_PFP_SINT:
	case DT_PFP_UINT:
	case DT_PFP_DINT:
		return dt_pf_int(fp, spec, pfc, rec, dt_pf_readint(rec, data));
	case DT_PFP_FP:
		return dt_pf_fp(fp, spec, pfc, rec, data);
	case DT_PFP_ADDR:
	case DT_PFP_UADDR:
		return dt_pf_addr(dtp, fp, spec, pfc, rec, data);
	case DT_PFP_STACK:
		return dt_pf_stack(dtp, fp, pfd, spec, width, rec, data);
	case DT_PFP_CSTR:
	case DT_PFP_ESTR:
		if ((s = dt_pf_strdup(rec, data)) == NULL)
			return -1;
		if (pfc->pfc_print == DT_PFP_CSTR)
			rc = dt_pf_str(fp, spec, s);
		else
			rc = dt_pf_estr(fp, spec, s, rec->dtrd_size);
		free(s);
		return rc;
	case DT_PFP_ECHR:
		c = (char)dt_pf_readint(rec, data);
		return dt_pf_estr(fp, spec, &c, 1);
	case DT_PFP_TIME:
	case DT_PFP_TIME822:
		return dt_pf_time(fp, spec, dt_pf_readint(rec, data),
		    pfc->pfc_print == DT_PFP_TIME822);
	case DT_PFP_PCT:
		return fprintf(fp, "%%");
	}
	return 0;
}

/* Take the next argument record, or fail if there is none. */
static const dt_recdesc_t *
dt_pf_nextrec(const dt_recdesc_t **recp, int *nrecp)
{
	if (*nrecp <= 0) {
		errno = EINVAL;
		return NULL;
	}
	(*nrecp)--;
	return (*recp)++;
}

/*
 * A %@ conversion: the value of aggregation pa_next (the last one for any
 * conversion beyond), formatted by the conversion, or printed by the
 * aggregation itself (a histogram).
 */
static int
dt_pf_aggval(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargd_t *pfd, const char *spec,
    dt_pfagg_t *pa)
{
	dt_recdesc_t rec = { 0 };
	uint64_t val, normal = 1;
	int sgn, rc;

	if (pa == NULL || pa->pa_naggs <= 0) {
		errno = EINVAL;		/* printa() formats only */
		return -1;
	}
	rc = pa->pa_value(pa, pa->pa_next, fp, &val, &sgn, &normal);
	if (pa->pa_next < pa->pa_naggs - 1)
		pa->pa_next++;
	if (rc != 0)
		return rc < 0 ? -1 : 0;
	/* as DTrace's pfprint_sint() and pfprint_uint() divide */
	if (normal > 1 && (pfd->pfd_conv->pfc_print == DT_PFP_SINT ||
	    (pfd->pfd_conv->pfc_print == DT_PFP_DINT && sgn)))
		val = (uint64_t)((int64_t)val / (int64_t)normal);
	else if (normal > 1)
		val /= normal;
	rec.dtrd_size = sizeof(val);
	rec.dtrd_flags = sgn ? DT_RF_SIGNED : 0;
	return dt_pf_print1(dtp, fp, pfd, spec, 0, &rec, (const char *)&val);
}

int
dt_printf_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_recdesc_t *recs, int nrecs, const char *data)
{
	return dt_printa_format(dtp, fp, pfv, recs, nrecs, data, NULL);
}

int
dt_printa_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_recdesc_t *recs, int nrecs, const char *data, dt_pfagg_t *pa)
{
	const dt_recdesc_t *rec;
	int i, n, total = 0;
	char spec[64];

	for (i = 0; i < pfv->pfv_argc; i++) {
		const dt_pfargd_t *pfd = &pfv->pfv_argv[i];
		int width = pfd->pfd_width, prec = pfd->pfd_prec;

		if (pfd->pfd_preflen != 0) {
			n = (int)fwrite(pfd->pfd_prefix, 1, pfd->pfd_preflen, fp);
			if ((size_t)n != pfd->pfd_preflen)
				return -1;
			total += n;
		}
		if (pfd->pfd_conv == NULL)
			continue;
		if (pfd->pfd_conv->pfc_print == DT_PFP_PCT) {
			if (fputc('%', fp) == EOF)
				return -1;
			total++;
			continue;
		}
		if (pfd->pfd_flags & DT_PFCONV_DYNWIDTH) {
			if ((rec = dt_pf_nextrec(&recs, &nrecs)) == NULL)
				return -1;
			width = (int)dt_pf_readint(rec, data);
		}
		if (pfd->pfd_flags & DT_PFCONV_DYNPREC) {
			if ((rec = dt_pf_nextrec(&recs, &nrecs)) == NULL)
				return -1;
			prec = (int)dt_pf_readint(rec, data);
		}
		dt_pf_spec(pfd, width, prec, spec, sizeof(spec));
		if (pfd->pfd_flags & DT_PFCONV_AGG) {
			if ((n = dt_pf_aggval(dtp, fp, pfd, spec, pa)) < 0)
				return -1;
			total += n;
			continue;
		}
		if ((rec = dt_pf_nextrec(&recs, &nrecs)) == NULL)
			return -1;
		if ((n = dt_pf_print1(dtp, fp, pfd, spec, width, rec, data)) < 0)
			return -1;
		total += n;
	}
	(void)dtp;
	return total;
}

char *
dt_printa_str(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv,
    const dt_recdesc_t *recs, int nrecs, const char *data, dt_pfagg_t *pa,
    size_t *lenp)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *mfp = open_memstream(&buf, &len);
	int rc;

	if (mfp == NULL)
		return NULL;
	rc = dt_printa_format(dtp, mfp, pfv, recs, nrecs, data, pa);
	if (fclose(mfp) != 0 || rc < 0) {
		free(buf);
		return NULL;
	}
	if (lenp != NULL)
		*lenp = len;
	return buf;
}
