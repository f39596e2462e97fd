/*
 * dt_sink_text.c: the text sink, DTrace's own output (oformat=text, the
 * default).  The consumer hands it each record's items and each
 * aggregation printout (dt_sink.h); it prints them exactly as dtrace(8)
 * does:
 *
 *	- unless quiet, a heading "CPU ID FUNCTION:NAME" before the first
 *	  record ever printed, and "%3d %6d %32s " (cpu, probe id,
 *	  "function:name") before each record's data; with flowindent,
 *	  "CPU FUNCTION" and the function indented by call depth, "-> " on
 *	  entry and "<- " on return;
 *	- trace(): integers as Oracle DTrace, " %19lld" (unsigned " %20llu") /
 *	  " %10d" / " %5d" / " %3d" by size, strings as "  %-33s" (quiet:
 *	  "%lld", "%d", "%s"), structs, unions and arrays (even of chars) as the
 *	  hex dump (with rawbytes, strings too);
 *	- printf(): the text of the format (dt_printf.c);
 *	- tracemem(): the hex dump, a header line of column digits, then per
 *	  16 bytes the offset, the bytes in hex and as characters ('.' for
 *	  those not printable), after a newline;
 *	- stacks: a newline, then each frame indented by the stackindent
 *	  option (14); sym() ...: "  %-50s" of the symbol text
 *	  (dt_symtext.c);
 *	- print(): the typed dump (dt_sink_text_print.c), on the line after
 *	  the prefix unless quiet or the value is a pointer's object;
 *	- unless quiet (as set after the record's setopt()s), a newline after
 *	  each record's data.
 *
 * An aggregation entry of default output is a line: the keys (" %16lld",
 * " %8d", " %5d", " %3d" by size, strings "  %-50s", symbols and stacks as
 * above), then each value (" %16lld"; stddev " %16llu"; a histogram for
 * quantize, lquantize and llquantize: dt_aggtext.c), then a newline;
 * printa() without a format starts with a newline.  With a format, an
 * entry is the format's text (dt_aggtext.c).
 *
 * Faults and drops are only the consumer's messages on stderr: the
 * output shows nothing of them.  Whether to print quietly is read from the
 * option at each item, so that setopt("quiet") applies from the next one.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_sink.h"
#include "dt_sink_text_print.h"
#include "dt_printf.h"
#include "dt_aggtext.h"
#include "dt_symtext.h"

/* The text sink's state, in the handle (dt_sinkdata). */
struct dt_textstate {
	int heading;			/* heading printed */
	int indent;			/* flowindent: current indentation */
	uint32_t last_prid;		/* flowindent: last record's probe */
	uint32_t last_stid;		/*   and clause */
	int have_last;
};

/* A boolean option is on when set to anything but unset or 0. */
static int
dt_flagopt(dtrace_hdl_t *dtp, dt_optid_t id)
{
	int64_t v = dt_opt(dtp, id);

	return v != DTRACEOPT_UNSET && v != 0;
}

/* The state (without memory, the heading may show twice). */
static struct dt_textstate *
dt_text_state(dtrace_hdl_t *dtp)
{
	static struct dt_textstate fallback;

	return dt_sink_data(dtp, sizeof(struct dt_textstate), &fallback);
}

static void
dt_text_fini(dtrace_hdl_t *dtp)
{
}

/*
 * A record: the heading and the per-record prefix, the newline after.
 */

/* Flow indentation: "-> " on entry, "<- " on return, as DTrace. */
static const char *
dt_flow_prefix(struct dt_textstate *cs, const dtrace_probedesc_t *pd,
    const struct dt_rec_hdr *hdr, int *flowp)
{
	int sys = strcmp(pd->prv, "syscall") == 0;
	const char *n = pd->prb, *sub;
	size_t len = strlen(n);

	*flowp = 0;
	if (len >= 5 && strcmp(sub = n + len - 5, "entry") == 0 &&
	    (sub == n || sub[-1] == '-'))
		*flowp = 1;
	else if (len >= 6 && strcmp(sub = n + len - 6, "return") == 0 &&
	    (sub == n || sub[-1] == '-'))
		*flowp = -1;

	/* the same probe again from another clause: no new level */
	if (*flowp == 1 && cs->have_last && cs->last_prid == hdr->prid &&
	    cs->last_stid != hdr->stid)
		*flowp = 0;
	if (*flowp == 1)
		return sys ? " => " : " -> ";
	if (*flowp == -1)
		return sys ? " <= " : " <- ";
	return "| ";
}

static int
dt_print_flowline(FILE *fp, struct dt_textstate *cs, const dtrace_probedesc_t *pd,
    const struct dt_rec_hdr *hdr)
{
	char name[DTRACE_FUNCNAMELEN + DTRACE_NAMELEN + 128];
	const char *prefix;
	int flow, rc;

	prefix = dt_flow_prefix(cs, pd, hdr, &flow);
	if (flow == -1 && cs->indent > 0)
		cs->indent -= 2;
	if (flow == 0)
		snprintf(name, sizeof(name), "%*s%s%s:%s", cs->indent, "",
		    prefix, pd->fun, pd->prb);
	else
		snprintf(name, sizeof(name), "%*s%s%s", cs->indent, "", prefix,
		    pd->fun);
	rc = fprintf(fp, "%3u %-41s ", hdr->cpu, name);
	if (flow == 1)
		cs->indent += 2;
	return rc;
}

static int
dt_text_rec_begin(dtrace_hdl_t *dtp, FILE *fp, const dtrace_probedesc_t *pd,
    const struct dt_rec_hdr *hdr)
{
	struct dt_textstate *cs = dt_text_state(dtp);
	int quiet = dt_flagopt(dtp, DTRACEOPT_QUIET);
	int flow = dt_flagopt(dtp, DTRACEOPT_FLOWINDENT);
	char name[DTRACE_FUNCNAMELEN + DTRACE_NAMELEN + 2];
	int rc = 0;

	if (!cs->heading) {
		if (flow)
			rc = fprintf(fp, "%3s %-41s\n", "CPU", "FUNCTION");
		else if (!quiet)
			rc = fprintf(fp, "%3s %6s %32s\n", "CPU", "ID",
			    "FUNCTION:NAME");
		cs->heading = 1;
	}
	if (rc >= 0 && flow)
		rc = dt_print_flowline(fp, cs, pd, hdr);
	else if (rc >= 0 && !quiet) {
		snprintf(name, sizeof(name), "%s:%s", pd->fun, pd->prb);
		rc = fprintf(fp, "%3u %6u %32s ", hdr->cpu, pd->id, name);
	}
	cs->last_prid = hdr->prid;
	cs->last_stid = hdr->stid;
	cs->have_last = 1;
	return rc;
}

/* setopt() may change quiet: the newline follows the new setting. */
static int
dt_text_rec_end(dtrace_hdl_t *dtp, FILE *fp, int ok)
{
	if (!ok || dt_flagopt(dtp, DTRACEOPT_QUIET))
		return 0;
	return fputc('\n', fp) == EOF ? -1 : 0;
}

/*
 * trace().
 */

/* DTrace's hex dump (rawbytes, tracemem()): 16 bytes a line with their
   offset and the printable characters. */
static int
dt_print_rawbytes(FILE *fp, const unsigned char *c, size_t n)
{
	size_t i, j;

	if (n == 0)
		return 0;
	if (fprintf(fp, "\n%5s      ", "") < 0)
		return -1;
	for (i = 0; i < 16; i++)
		if (fprintf(fp, "  %c", "0123456789abcdef"[i]) < 0)
			return -1;
	if (fprintf(fp, "  0123456789abcdef\n") < 0)
		return -1;
	for (i = 0; i < n; i += 16) {
		if (fprintf(fp, "%5s%5zx:", "", i) < 0)
			return -1;
		for (j = i; j < i + 16 && j < n; j++)
			if (fprintf(fp, " %02x", c[j]) < 0)
				return -1;
		for (; j % 16 != 0; j++)
			if (fputs("   ", fp) == EOF)
				return -1;
		if (fputs("  ", fp) == EOF)
			return -1;
		for (j = i; j < i + 16 && j < n; j++)
			if (fputc(c[j] < ' ' || c[j] > '~' ? '.' : c[j], fp) == EOF)
				return -1;
		if (fputc('\n', fp) == EOF)
			return -1;
	}
	return 0;
}

static int
dt_print_trace_str(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data, int quiet)
{
	char *s = calloc(1, rec->dtrd_size + 1);
	int rc;

	if (s == NULL)
		return -1;
	/* the bytes after the string's NUL are not part of it: zeroes */
	strncpy(s, data + rec->dtrd_offset, rec->dtrd_size);
	if (dt_flagopt(dtp, DTRACEOPT_RAWBYTES))
		rc = dt_print_rawbytes(fp, (unsigned char *)s, rec->dtrd_size);
	else
		rc = quiet ? fprintf(fp, "%s", s) : fprintf(fp, "  %-33s", s);
	free(s);
	return rc;
}

static int
dt_print_trace(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data, int quiet)
{
	const char *p = data + rec->dtrd_offset;
	int sgn = (rec->dtrd_flags & DT_RF_SIGNED) != 0;
	uint64_t u64;
	uint32_t u32;
	uint16_t u16;
	uint8_t u8;

	if (rec->dtrd_flags & DT_RF_STRING)
		return dt_print_trace_str(dtp, fp, rec, data, quiet);
	/* a struct, union or array: the hex dump, as in Oracle DTrace */
	if (rec->dtrd_flags & DT_RF_BYTES)
		return dt_print_rawbytes(fp, (const unsigned char *)p,
		    rec->dtrd_size);

	/* Oracle DTrace's widths; the sign is the type's at every size. */
	switch (rec->dtrd_size) {
	case 8:
		memcpy(&u64, p, 8);
		if (sgn)
			return fprintf(fp, quiet ? "%lld" : " %19lld", (long long)u64);
		return fprintf(fp, quiet ? "%llu" : " %20llu",
		    (unsigned long long)u64);
	case 4:
		memcpy(&u32, p, 4);
		if (sgn)
			return fprintf(fp, quiet ? "%d" : " %10d", (int32_t)u32);
		return fprintf(fp, quiet ? "%u" : " %10u", u32);
	case 2:
		memcpy(&u16, p, 2);
		return fprintf(fp, quiet ? "%d" : " %5d",
		    sgn ? (int)(int16_t)u16 : (int)u16);
	case 1:
		memcpy(&u8, p, 1);
		return fprintf(fp, quiet ? "%d" : " %3d",
		    sgn ? (int)(int8_t)u8 : (int)u8);
	}
	return dt_print_rawbytes(fp, (const unsigned char *)p, rec->dtrd_size);
}

static int
dt_text_trace(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	return dt_print_trace(dtp, fp, rec, data, dt_flagopt(dtp, DTRACEOPT_QUIET));
}

/*
 * printf(), tracemem().
 */

static int
dt_text_printf(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	return dt_printf_format(dtp, fp, rec->dtrd_format, rec + 1,
	    (int)rec->dtrd_arg, data);
}

static int
dt_text_tracemem(dtrace_hdl_t *dtp, FILE *fp, const unsigned char *buf,
    size_t n)
{
	return dt_print_rawbytes(fp, buf, n);
}

/*
 * Stacks and symbols.
 */

/* A DT_RF_SYM record at p: an action's data or an aggregation key. */
static int
dt_print_sym(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *p)
{
	char c[DT_SYMTEXT_MAX];

	if (dt_sym_isstack(rec))
		return dt_print_stack(dtp, fp, "%s",
		    (int)dt_opt(dtp, DTRACEOPT_STACKINDENT), rec, p);
	dt_sym_str(dtp, rec, p, c, sizeof(c));
	return fprintf(fp, "  %-50s", c);
}

static int
dt_text_sym(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	return dt_print_sym(dtp, fp, rec, data + rec->dtrd_offset);
}

/*
 * print(): without -q, a value starts on the line after the probe's
 * prefix, as a pointer's object does.
 */
static int
dt_text_print(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data, size_t size)
{
	int addr = !(rec->dtrd_flags & DT_RF_BYTES);

	if (!addr && !dt_flagopt(dtp, DTRACEOPT_QUIET) && fputc('\n', fp) == EOF)
		return -1;
	return dt_print_typed(dtp, fp, rec->dtrd_ctfp, (ctf_id_t)rec->dtrd_arg,
	    data + rec->dtrd_offset, size, addr);
}

/* exit(), faults and drops: nothing in the output. */
static int
dt_text_exit(dtrace_hdl_t *dtp, FILE *fp, int32_t status)
{
	return 0;
}

static int
dt_text_fault(dtrace_hdl_t *dtp, FILE *fp, const dtrace_probedesc_t *pd,
    const struct dt_fault_rec *fr, const char *fault, const char *msg)
{
	return 0;
}

static int
dt_text_drop(dtrace_hdl_t *dtp, FILE *fp, const char *kind, uint64_t count,
    uint64_t total, const char *msg)
{
	return 0;
}

/*
 * Aggregations: lines of default output, or printa()'s format.
 */

static int
dt_print_key(FILE *fp, const dt_recdesc_t *rec, const char *key)
{
	uint64_t v = 0;
	char *s;
	int rc;

	if (!(rec->dtrd_flags & DT_RF_STRING)) {
		memcpy(&v, key + rec->dtrd_offset, rec->dtrd_size);
		switch (rec->dtrd_size) {
		case 8:
			return fprintf(fp, " %16lld", (long long)v);
		case 4:
			return fprintf(fp, " %8d", (int32_t)(uint32_t)v);
		case 2:
			return fprintf(fp, " %5d", (int)(uint16_t)v);
		default:
			return fprintf(fp, " %3d", (int)(uint8_t)v);
		}
	}
	if ((s = malloc(rec->dtrd_size + 1)) == NULL)
		return -1;
	memcpy(s, key + rec->dtrd_offset, rec->dtrd_size);
	s[rec->dtrd_size] = '\0';
	rc = fprintf(fp, "  %-50s", s);
	free(s);
	return rc;
}

static int
dt_print_aggval(FILE *fp, const dt_aggent_t *ae)
{
	const dt_aggdesc_t *agd = ae->ae_desc;
	const int64_t *v = ae->ae_vals;
	uint64_t normal = agd->dtagd_normal ? agd->dtagd_normal : 1;

	switch (agd->dtagd_func) {
	case DT_AGG_AVG:
		return fprintf(fp, " %16lld", (long long)(v[0] ?
		    v[1] / (int64_t)normal / v[0] : 0));
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return fprintf(fp, " %16lld",
		    (long long)((uint64_t)dt_aggval_minmax(ae) / normal));
	case DT_AGG_STDDEV:
		return fprintf(fp, " %16llu",
		    (unsigned long long)dt_aggval_stddev(v, normal));
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		return dt_aggtext_hist(fp, agd, v, normal);
	default:
		return fprintf(fp, " %16lld", (long long)((uint64_t)v[0] / normal));
	}
}

/* The keys of key, then the value of each of ents[0..n), then a newline. */
static int
dt_print_aggline(dtrace_hdl_t *dtp, FILE *fp, const dt_aggent_t *key,
    const dt_aggent_t *const *ents, int n)
{
	const dt_aggdesc_t *agd = key->ae_desc;
	const dt_recdesc_t *rec;
	uint32_t i;
	int j;

	for (i = 0; i < agd->dtagd_nkeys; i++) {
		rec = &agd->dtagd_keys[i];
		if ((rec->dtrd_flags & DT_RF_SYM) ?	/* stack(), usym() ... */
		    dt_print_sym(dtp, fp, rec, key->ae_key + rec->dtrd_offset) < 0 :
		    dt_print_key(fp, rec, key->ae_key) < 0)
			return -1;
	}
	for (j = 0; j < n; j++) {
		if (dt_print_aggval(fp, ents[j]) < 0)
			return -1;
	}
	return fputc('\n', fp) == EOF ? -1 : 0;
}


/* printa() without a format: a newline first (not at exit). */
static int
dt_text_agg_begin(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap)
{
	if (ap->ap_exit || ap->ap_format != NULL)
		return 0;
	return fputc('\n', fp) == EOF ? -1 : 0;
}

static int
dt_text_agg_entry(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap,
    const dt_aggent_t *key, const dt_aggent_t *const *ents)
{
	if (ap->ap_format != NULL)
		return dt_aggtext_format(dtp, fp, ap->ap_format, key, ents, ap->ap_n);
	return dt_print_aggline(dtp, fp, key, ents, ap->ap_n);
}

static int
dt_text_agg_end(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap)
{
	return 0;
}

const dt_sink_t dt_sink_text = {
	.sk_name = "text",
	.sk_rec_begin = dt_text_rec_begin,
	.sk_rec_end = dt_text_rec_end,
	.sk_trace = dt_text_trace,
	.sk_printf = dt_text_printf,
	.sk_tracemem = dt_text_tracemem,
	.sk_sym = dt_text_sym,
	.sk_print = dt_text_print,
	.sk_exit = dt_text_exit,
	.sk_agg_begin = dt_text_agg_begin,
	.sk_agg_entry = dt_text_agg_entry,
	.sk_agg_end = dt_text_agg_end,
	.sk_fault = dt_text_fault,
	.sk_drop = dt_text_drop,
	.sk_fini = dt_text_fini,
};
