/*
 * dt_sink_json.c: the JSON sink, -x oformat=json (doc/oformat.md is the
 * schema).  Instead of DTrace's text, every clause record, run-time error,
 * drop report and aggregation printout becomes one JSON object on one line
 * (JSON Lines), built and escaped by json-c.
 *
 * The consumer drives it through the sink's operations (dt_sink.h): a
 * clause record begins the object (the probe's identity, the CPU and the
 * time of output, as FreeBSD's DTrace has them), each action adds an item
 * to its "output" array (trace's {"value": v}, printf's {"message": text,
 * "args": [...]}, stacks, symbols, tracemem, print, exit, printa's
 * aggregation groups), and the record's end writes the line.  Aggregation
 * entries go into a group object, {"aggregation-name": n,
 * "aggregation-data": [entries]}, that lands in the open record (printa())
 * or, at exit, on a line of its own.  An entry is {"keys": [...]} with the
 * value as {"<function>": v}, normalize()d as the text shows it, a
 * histogram as its buckets with a count, value being the bucket's least
 * value, and lquantize's and llquantize's open-ended buckets as
 * "underflow" and "overflow"; a printa() format adds the text it makes as
 * "message".
 *
 * Values are typed from the record's description: integers by size and
 * sign (64-bit unsigned values stay exact), strings up to their NUL, with
 * bytes that are not UTF-8 replaced by U+FFFD so that every line is valid
 * JSON text, stacks as lists of frames, symbols as their text
 * (dt_sink_json_value.c: strings, and print()'s typed objects).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "dt_impl.h"
#include "dt_sink.h"
#include "dt_sink_json_value.h"
#include "dt_printf.h"
#include "dt_aggtext.h"
#include "dt_symtext.h"
#include "dt_cook.h"

/* The sink's state, in the handle (dt_sinkdata), made at first use. */
struct dt_jsonstate {
	json_object *rec;	/* the record being built, or NULL */
	json_object *out;	/* its "output" array */
	json_object *agg;	/* the aggregation group being filled, or NULL */
	json_object *aggdata;	/* its "aggregation-data" array */
	uint32_t aggid;		/* whose group it is */
	int agg_in_rec;		/* the group is an item of rec */
};

static struct dt_jsonstate *
dt_json_state(dtrace_hdl_t *dtp)
{
	static struct dt_jsonstate fallback;

	return dt_sink_data(dtp, sizeof(struct dt_jsonstate), &fallback);
}

/* The objects a printout cut short left. */
static void
dt_json_fini(dtrace_hdl_t *dtp)
{
	struct dt_jsonstate *of = dtp->dt_sinkdata;

	if (of == NULL)
		return;
	if (!of->agg_in_rec)
		json_object_put(of->agg);
	json_object_put(of->rec);
}

/*
 * Lines.
 */

static uint64_t
dt_json_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* Write obj as one line and free it; < 0 on an output error. */
static int
dt_json_line(FILE *fp, json_object *obj)
{
	const char *s = json_object_to_json_string_ext(obj,
	    JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
	int rc = 0;

	if (s == NULL || fputs(s, fp) == EOF || fputc('\n', fp) == EOF)
		rc = -1;
	json_object_put(obj);
	return rc;
}

static void
dt_json_add_str(json_object *obj, const char *key, const char *s)
{
	json_object_object_add(obj, key, dt_json_string(s, strlen(s)));
}

/* The fields that start every line: time, CPU, probe id and name. */
static json_object *
dt_json_head(int64_t cpu, int64_t id, const char *prv, const char *mod,
    const char *fun, const char *prb)
{
	json_object *obj = json_object_new_object();

	json_object_object_add(obj, "timestamp",
	    json_object_new_uint64(dt_json_now()));
	json_object_object_add(obj, "cpu", json_object_new_int64(cpu));
	json_object_object_add(obj, "id", json_object_new_int64(id));
	dt_json_add_str(obj, "provider", prv);
	dt_json_add_str(obj, "module", mod);
	dt_json_add_str(obj, "function", fun);
	dt_json_add_str(obj, "name", prb);
	return obj;
}

/*
 * Values.
 */

/* Bytes as a string of hex digits. */
static json_object *
dt_json_hex(const unsigned char *p, size_t n)
{
	char *buf = malloc(n * 2 + 1);
	json_object *obj;
	size_t i;

	if (buf == NULL)
		return NULL;
	for (i = 0; i < n; i++)
		snprintf(buf + 2 * i, 3, "%02x", p[i]);
	buf[2 * n] = '\0';
	obj = json_object_new_string(buf);
	free(buf);
	return obj;
}

static json_object *
dt_json_int(const dt_recdesc_t *rec, const char *p)
{
	uint64_t u = 0;
	int shift = 64 - 8 * (int)rec->dtrd_size;

	memcpy(&u, p, rec->dtrd_size);
	if (rec->dtrd_flags & DT_RF_SIGNED)
		return json_object_new_int64((int64_t)(u << shift) >> shift);
	return json_object_new_uint64(u);
}

/* One frame: its text, the parts of "module`name+0xoff", its address. */
static int
dt_json_frame(void *arg, uint64_t pc, const char *text)
{
	json_object *frame = json_object_new_object();
	const char *tick = strchr(text, '`'), *plus;

	dt_json_add_str(frame, "symbol", text);
	if (tick != NULL) {
		json_object_object_add(frame, "module",
		    dt_json_string(text, (size_t)(tick - text)));
		plus = strstr(tick + 1, "+0x");
		json_object_object_add(frame, "name", dt_json_string(tick + 1,
		    plus != NULL ? (size_t)(plus - tick - 1) : strlen(tick + 1)));
		if (plus != NULL)
			dt_json_add_str(frame, "offset", plus + 1);
	}
	json_object_object_add(frame, "address", json_object_new_uint64(pc));
	json_object_array_add(arg, frame);
	return 0;
}

/* The value of a record's data at base + dtrd_offset, typed by rec. */
static json_object *
dt_json_value(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *base)
{
	const char *p = base + rec->dtrd_offset;
	char buf[DT_SYMTEXT_MAX];
	json_object *frames;

	if (rec->dtrd_flags & DT_RF_STRING)
		return dt_json_string(p, rec->dtrd_size);
	if ((rec->dtrd_flags & DT_RF_SYM) && dt_sym_isstack(rec)) {
		frames = json_object_new_array();
		dt_stack_iter(dtp, rec, p, dt_json_frame, frames);
		return frames;
	}
	if (rec->dtrd_flags & DT_RF_SYM) {
		dt_sym_str(dtp, rec, p, buf, sizeof(buf));
		return json_object_new_string(buf);
	}
	if (!(rec->dtrd_flags & DT_RF_BYTES) && (rec->dtrd_size == 1 ||
	    rec->dtrd_size == 2 || rec->dtrd_size == 4 || rec->dtrd_size == 8))
		return dt_json_int(rec, p);
	return dt_json_hex((const unsigned char *)p, rec->dtrd_size);
}

/*
 * Records.
 */

static int
dt_json_rec_begin(dtrace_hdl_t *dtp, FILE *fp, const dtrace_probedesc_t *pd,
    const struct dt_rec_hdr *hdr)
{
	struct dt_jsonstate *of = dt_json_state(dtp);

	json_object_put(of->rec);
	of->rec = dt_json_head(hdr->cpu, pd->id, pd->prv, pd->mod, pd->fun,
	    pd->prb);
	of->out = json_object_new_array();
	json_object_object_add(of->rec, "output", of->out);
	return 0;
}

/* The line, whatever befell its items. */
static int
dt_json_rec_end(dtrace_hdl_t *dtp, FILE *fp, int ok)
{
	struct dt_jsonstate *of = dt_json_state(dtp);
	json_object *rec = of->rec;

	if (rec == NULL)
		return 0;
	if (of->agg_in_rec)
		of->agg = of->aggdata = NULL, of->agg_in_rec = 0;
	of->rec = of->out = NULL;
	return dt_json_line(fp, rec);
}

/* Add one item to the open record's "output" (taken over). */
static void
dt_json_item(dtrace_hdl_t *dtp, json_object *item)
{
	struct dt_jsonstate *of = dt_json_state(dtp);

	if (of->out == NULL) {		/* no record: not expected */
		json_object_put(item);
		return;
	}
	json_object_array_add(of->out, item);
}

/* An item {key: value}. */
static void
dt_json_item1(dtrace_hdl_t *dtp, const char *key, json_object *val)
{
	json_object *item = json_object_new_object();

	json_object_object_add(item, key, val);
	dt_json_item(dtp, item);
}

static int
dt_json_trace(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	dt_json_item1(dtp, "value", dt_json_value(dtp, rec, data));
	return 0;
}

/* printf(): the text the format makes, and its arguments' values. */
static int
dt_json_printf(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	json_object *item, *args;
	size_t len, i;
	char *buf;

	if ((buf = dt_printa_str(dtp, rec->dtrd_format, rec + 1,
	    (int)rec->dtrd_arg, data, NULL, &len)) == NULL)
		return -1;
	item = json_object_new_object();
	json_object_object_add(item, "message", dt_json_string(buf, len));
	free(buf);
	args = json_object_new_array();
	for (i = 1; i <= rec->dtrd_arg; i++)
		json_object_array_add(args, dt_json_value(dtp, &rec[i], data));
	json_object_object_add(item, "args", args);
	dt_json_item(dtp, item);
	return 0;
}

/* The key of a stack's or a symbol's item: the function that made it. */
static const char *
dt_json_symkey(const dt_recdesc_t *rec)
{
	switch (rec->dtrd_arg) {
	case DT_ACT_STACK:	return "stack-frames";
	case DT_ACT_USTACK:	return "ustack-frames";
	case DT_ACT_JSTACK:	return "jstack-frames";
	case DT_SUB_SYM:	return "sym";
	case DT_SUB_FUNC:	return "func";
	case DT_SUB_MOD:	return "mod";
	case DT_SUB_USYM:	return "usym";
	case DT_SUB_UFUNC:	return "ufunc";
	case DT_SUB_UMOD:	return "umod";
	default:		return "uaddr";
	}
}

/* stack(), ustack() ...: the frames; sym() ...: the text and address. */
static int
dt_json_sym(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	const char *p = data + rec->dtrd_offset;
	json_object *item = json_object_new_object();
	uint64_t a[2] = { 0, 0 };
	int user = rec->dtrd_arg != DT_ACT_STACK && rec->dtrd_arg != DT_SUB_SYM &&
	    rec->dtrd_arg != DT_SUB_FUNC && rec->dtrd_arg != DT_SUB_MOD;

	json_object_object_add(item, dt_json_symkey(rec),
	    dt_json_value(dtp, rec, data));
	memcpy(a, p, rec->dtrd_size < sizeof(a) ? rec->dtrd_size : sizeof(a));
	if (user)
		json_object_object_add(item, "pid", json_object_new_int64(
		    (int64_t)a[0]));
	if (!dt_sym_isstack(rec))
		json_object_object_add(item, "address",
		    json_object_new_uint64(user ? a[1] : a[0]));
	dt_json_item(dtp, item);
	return 0;
}

static int
dt_json_tracemem(dtrace_hdl_t *dtp, FILE *fp, const unsigned char *buf,
    size_t n)
{
	dt_json_item1(dtp, "tracemem", dt_json_hex(buf, n));
	return 0;
}

static int
dt_json_exit(dtrace_hdl_t *dtp, FILE *fp, int32_t status)
{
	dt_json_item1(dtp, "exit", json_object_new_int64(status));
	return 0;
}

/* print(): {"print": {"type": name, "address": a (a pointer), "value": v}}. */
static int
dt_json_print(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data, size_t size)
{
	const char *p = data + rec->dtrd_offset;
	ctf_id_t type = (ctf_id_t)rec->dtrd_arg;
	json_object *obj = json_object_new_object();
	char name[256];
	uint64_t addr;

	ctf_dict_t *ctfp = rec->dtrd_ctfp ? rec->dtrd_ctfp : dtp->dt_ddefs;

	if (ctf_type_name(ctfp, type, name, sizeof(name)) == NULL)
		snprintf(name, sizeof(name), "?");
	dt_json_add_str(obj, "type", name);
	if (!(rec->dtrd_flags & DT_RF_BYTES)) {		/* a pointer: its address */
		if (size < 8) {
			json_object_put(obj);
			return 0;
		}
		memcpy(&addr, p, 8);
		json_object_object_add(obj, "address", json_object_new_uint64(addr));
		p += 8, size -= 8;
	}
	json_object_object_add(obj, "value", dt_json_typed(dtp, ctfp, type, p, size));
	dt_json_item1(dtp, "print", obj);
	return 0;
}

/*
 * Aggregations.
 */


static void
dt_aggjson_bucket(json_object *arr, int64_t value, int64_t count,
    uint64_t normal)
{
	json_object *b;

	if (count == 0)
		return;
	b = json_object_new_object();
	json_object_object_add(b, "value", json_object_new_int64(value));
	json_object_object_add(b, "count",
	    json_object_new_int64((int64_t)((uint64_t)count / normal)));
	json_object_array_add(arr, b);
}

/* The buckets with counts; lquantize's and llquantize's end ones apart. */
static void
dt_aggjson_hist(const dt_aggdesc_t *agd, const int64_t *b, uint64_t normal,
    json_object *obj)
{
	const int64_t *params = agd->dtagd_params;
	json_object *arr = json_object_new_array();
	int i, n = (int)agd->dtagd_nvals;
	int64_t *vals;

	switch (agd->dtagd_func) {
	case DT_AGG_QUANTIZE:
		for (i = 0; i < DT_QUANTIZE_NBUCKETS; i++)
			dt_aggjson_bucket(arr, DT_QBUCKETVAL(i), b[i], normal);
		break;
	case DT_AGG_LQUANTIZE:
		n = dt_lquant_levels(params) + 2;
		for (i = 1; i < n - 1; i++)
			dt_aggjson_bucket(arr, params[0] + (i - 1) * params[2], b[i],
			    normal);
		break;
	default:
		if (n < 3 || (vals = calloc(n, sizeof(int64_t))) == NULL)
			break;
		dt_aggval_llbins(params, n, vals, NULL, 0, 0);
		for (i = 1; i < n - 1; i++)
			dt_aggjson_bucket(arr, vals[i], b[i], normal);
		free(vals);
		break;
	}
	json_object_object_add(obj, "buckets", arr);
	if (agd->dtagd_func == DT_AGG_QUANTIZE || n < 3)
		return;
	json_object_object_add(obj, "underflow",
	    json_object_new_int64((int64_t)((uint64_t)b[0] / normal)));
	json_object_object_add(obj, "overflow",
	    json_object_new_int64((int64_t)((uint64_t)b[n - 1] / normal)));
}

/* The value of ae as fields of obj: {"count": n}, {"buckets": [...]} ... */
static void
dt_json_aggval(const dt_aggent_t *ae, json_object *obj)
{
	const dt_aggdesc_t *agd = ae->ae_desc;
	const int64_t *v = ae->ae_vals;
	uint64_t normal = agd->dtagd_normal ? agd->dtagd_normal : 1;
	const char *name;
	int64_t val;

	switch (agd->dtagd_func) {
	case DT_AGG_AVG:
		name = "avg";
		val = v[0] ? v[1] / (int64_t)normal / v[0] : 0;
		break;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		name = agd->dtagd_func == DT_AGG_MIN ? "min" : "max";
		val = (int64_t)((uint64_t)dt_aggval_minmax(ae) / normal);
		break;
	case DT_AGG_STDDEV:
		json_object_object_add(obj, "stddev",
		    json_object_new_uint64(dt_aggval_stddev(v, normal)));
		return;
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		dt_aggjson_hist(agd, v, normal, obj);
		return;
	default:
		name = agd->dtagd_func == DT_AGG_SUM ? "sum" : "count";
		val = (int64_t)((uint64_t)v[0] / normal);
		break;
	}
	json_object_object_add(obj, name, json_object_new_int64(val));
}


static void
dt_json_aggopen(dtrace_hdl_t *dtp, uint32_t aggid)
{
	struct dt_jsonstate *of = dt_json_state(dtp);
	const dt_aggdesc_t *agd = aggid < dtp->dt_naggs ?
	    dtp->dt_aggdescs[aggid] : NULL;

	of->agg = json_object_new_object();
	of->aggid = aggid;
	dt_json_add_str(of->agg, "aggregation-name",
	    agd != NULL ? agd->dtagd_name : "");
	of->aggdata = json_object_new_array();
	json_object_object_add(of->agg, "aggregation-data", of->aggdata);
	of->agg_in_rec = of->out != NULL;
	if (of->agg_in_rec)
		json_object_array_add(of->out, of->agg);
}

/* A group: in the open record (printa()), or a line of its own (exit). */
static int
dt_json_agg_begin(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap)
{
	struct dt_jsonstate *of;
	json_object *names;
	int i;

	dt_json_aggopen(dtp, ap->ap_ids[0]);
	if (ap->ap_n < 2)
		return 0;
	of = dt_json_state(dtp);
	names = json_object_new_array();
	for (i = 0; i < ap->ap_n; i++) {
		const char *name = ap->ap_ids[i] < dtp->dt_naggs ?
		    dtp->dt_aggdescs[ap->ap_ids[i]]->dtagd_name : "";

		json_object_array_add(names, dt_json_string(name,
		    strlen(name)));
	}
	json_object_object_add(of->agg, "aggregation-names", names);
	return 0;
}

static int
dt_json_agg_entry(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap,
    const dt_aggent_t *key, const dt_aggent_t *const *ents)
{
	struct dt_jsonstate *of = dt_json_state(dtp);
	const dt_aggdesc_t *agd = key->ae_desc;
	json_object *ent, *keys, *vals;
	char *msg = NULL;
	uint32_t i;
	int j;

	if (ap->ap_format != NULL &&
	    (msg = dt_aggtext_str(dtp, ap->ap_format, key, ents, ap->ap_n)) == NULL)
		return -1;
	if (of->agg == NULL)
		dt_json_aggopen(dtp, agd->dtagd_id);
	ent = json_object_new_object();
	keys = json_object_new_array();
	for (i = 0; i < agd->dtagd_nkeys; i++)
		json_object_array_add(keys, dt_json_value(dtp,
		    &agd->dtagd_keys[i], key->ae_key));
	json_object_object_add(ent, "keys", keys);
	if (ap->ap_n == 1) {
		dt_json_aggval(ents[0], ent);
	} else {
		vals = json_object_new_array();
		for (j = 0; j < ap->ap_n; j++) {
			json_object *v = json_object_new_object();

			dt_json_aggval(ents[j], v);
			json_object_array_add(vals, v);
		}
		json_object_object_add(ent, "values", vals);
	}
	if (msg != NULL)
		dt_json_add_str(ent, "message", msg);
	free(msg);
	json_object_array_add(of->aggdata, ent);
	return 0;
}

static int
dt_json_agg_end(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap)
{
	struct dt_jsonstate *of = dtp->dt_sinkdata;
	json_object *line;

	if (of == NULL || of->agg == NULL)
		return 0;
	if (of->agg_in_rec) {
		of->agg = of->aggdata = NULL;
		of->agg_in_rec = 0;
		return 0;
	}
	/* at exit: a line of its own */
	line = json_object_new_object();
	json_object_object_add(line, "timestamp",
	    json_object_new_uint64(dt_json_now()));
	json_object_object_foreach(of->agg, k, v)
		json_object_object_add(line, k, json_object_get(v));
	json_object_put(of->agg);
	of->agg = of->aggdata = NULL;
	return dt_json_line(fp, line);
}

/*
 * Errors and drops: a line of their own.
 */

static int
dt_json_fault(dtrace_hdl_t *dtp, FILE *fp, const dtrace_probedesc_t *pd,
    const struct dt_fault_rec *fr, const char *fault, const char *msg)
{
	json_object *line, *err = json_object_new_object();

	line = dt_json_head(fr->hdr.cpu, fr->hdr.prid, pd ? pd->prv : "",
	    pd ? pd->mod : "", pd ? pd->fun : "", pd ? pd->prb : "");
	json_object_object_add(err, "epid", json_object_new_int64(fr->stid + 1));
	dt_json_add_str(err, "fault", fault);
	json_object_object_add(err, "fault-code", json_object_new_int64(fr->fault));
	json_object_object_add(err, "action", json_object_new_int64(fr->action));
	json_object_object_add(err, "address", json_object_new_uint64(fr->addr));
	dt_json_add_str(err, "msg", msg);
	json_object_object_add(line, "error", err);
	return dt_json_line(fp, line);
}

static int
dt_json_drop(dtrace_hdl_t *dtp, FILE *fp, const char *kind, uint64_t count,
    uint64_t total, const char *msg)
{
	json_object *line = dt_json_head(-1, -1, "dtrace", "INTERNAL",
	    "INTERNAL", "DROP");

	dt_json_add_str(line, "kind", kind);
	json_object_object_add(line, "count", json_object_new_uint64(count));
	json_object_object_add(line, "total", json_object_new_uint64(total));
	dt_json_add_str(line, "msg", msg);
	return dt_json_line(fp, line);
}

const dt_sink_t dt_sink_json = {
	.sk_name = "json",
	.sk_rec_begin = dt_json_rec_begin,
	.sk_rec_end = dt_json_rec_end,
	.sk_trace = dt_json_trace,
	.sk_printf = dt_json_printf,
	.sk_tracemem = dt_json_tracemem,
	.sk_sym = dt_json_sym,
	.sk_print = dt_json_print,
	.sk_exit = dt_json_exit,
	.sk_agg_begin = dt_json_agg_begin,
	.sk_agg_entry = dt_json_agg_entry,
	.sk_agg_end = dt_json_agg_end,
	.sk_fault = dt_json_fault,
	.sk_drop = dt_json_drop,
	.sk_fini = dt_json_fini,
};
