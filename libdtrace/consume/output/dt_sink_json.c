/*
 * dt_sink_json.c: structured output, -x oformat=json (doc/oformat.md is the
 * schema).  Instead of DTrace's text, every clause record, run-time error,
 * drop report and aggregation printout becomes one JSON object on one line
 * (JSON Lines), built and escaped by json-c.
 *
 * The consumer (dt_consume.c) drives it as it drives the text output: for
 * a clause record it calls dt_oformat_begin() (the object with the probe's
 * identity, the CPU and the time of output, as FreeBSD's DTrace has them),
 * then one function per action, each adding an item to the record's
 * "output" array (trace's {"value": v}, printf's {"message": text, "args":
 * [...]}, stacks, symbols, tracemem, print, exit, printa's aggregation
 * groups), then dt_oformat_end(), which writes the line.  Aggregation
 * entries (dt_aggtext.c) go into a group object, {"aggregation-name": n,
 * "aggregation-data": [entries]}, that lands in the open record (printa())
 * or, at exit, on a line of its own.
 *
 * Values are typed from the record's description: integers by size and
 * sign (64-bit unsigned values stay exact), strings up to their NUL, with
 * bytes that are not UTF-8 replaced by U+FFFD so that every line is valid
 * JSON text, stacks as lists of frames, symbols as their text.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "dt_impl.h"
#include "dt_provider.h"
#include "dt_sink_json_value.h"
#include "dt_consume.h"
#include "dt_printf.h"
#include "dt_aggregate.h"

#define DT_OFORMAT_SYMLEN	(PATH_MAX * 2)

/* The writer's state, in the handle (dt_oformat), made at first use. */
struct dt_oformat {
	json_object *rec;	/* the record being built, or NULL */
	json_object *out;	/* its "output" array */
	json_object *agg;	/* the aggregation group being filled, or NULL */
	json_object *aggdata;	/* its "aggregation-data" array */
	uint32_t aggid;		/* whose group it is */
	int agg_in_rec;		/* the group is an item of rec */
};

int
dt_oformat_json(dtrace_hdl_t *dtp)
{
	return dt_opt(dtp, DTRACEOPT_OFORMAT) == DTRACEOPT_OFORMAT_JSON;
}

static struct dt_oformat *
dt_oformat_state(dtrace_hdl_t *dtp)
{
	static struct dt_oformat fallback;

	if (dtp->dt_oformat == NULL)
		dtp->dt_oformat = calloc(1, sizeof(struct dt_oformat));
	return dtp->dt_oformat != NULL ? dtp->dt_oformat : &fallback;
}

void
dt_oformat_fini(dtrace_hdl_t *dtp)
{
	struct dt_oformat *of = dtp->dt_oformat;

	if (of == NULL)
		return;
	if (!of->agg_in_rec)
		json_object_put(of->agg);
	json_object_put(of->rec);
	free(of);
	dtp->dt_oformat = NULL;
}

/*
 * Lines.
 */

static uint64_t
dt_oformat_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* Write obj as one line and free it; < 0 on an output error. */
static int
dt_oformat_line(FILE *fp, json_object *obj)
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
dt_oformat_add_str(json_object *obj, const char *key, const char *s)
{
	json_object_object_add(obj, key, dt_oformat_string(s, strlen(s)));
}

/* The fields that start every line: time, CPU, probe id and name. */
static json_object *
dt_oformat_head(int64_t cpu, int64_t id, const char *prv, const char *mod,
    const char *fun, const char *prb)
{
	json_object *obj = json_object_new_object();

	json_object_object_add(obj, "timestamp",
	    json_object_new_uint64(dt_oformat_now()));
	json_object_object_add(obj, "cpu", json_object_new_int64(cpu));
	json_object_object_add(obj, "id", json_object_new_int64(id));
	dt_oformat_add_str(obj, "provider", prv);
	dt_oformat_add_str(obj, "module", mod);
	dt_oformat_add_str(obj, "function", fun);
	dt_oformat_add_str(obj, "name", prb);
	return obj;
}

/*
 * Values.
 */

/* The length of the UTF-8 sequence at s (at most n bytes), 0 if invalid. */
static size_t
dt_utf8_seqlen(const unsigned char *s, size_t n)
{
	size_t len, i;
	uint32_t cp;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	/* overlong forms, surrogates, beyond U+10FFFF */
	if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return len;
}

json_object *
dt_oformat_string(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, o = 0, len;
	json_object *obj;
	char *buf;

	n = strnlen(s, n);
	if ((buf = malloc(n * 3 + 1)) == NULL)
		return json_object_new_string_len(s, (int)n);
	while (i < n) {
		if ((len = dt_utf8_seqlen(u + i, n - i)) == 0) {
			memcpy(buf + o, "\xef\xbf\xbd", 3);	/* U+FFFD */
			o += 3, i++;
			continue;
		}
		memcpy(buf + o, s + i, len);
		o += len, i += len;
	}
	obj = json_object_new_string_len(buf, (int)o);
	free(buf);
	return obj;
}

/* Bytes as a string of hex digits. */
static json_object *
dt_oformat_hex(const unsigned char *p, size_t n)
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
dt_oformat_int(const dt_recdesc_t *rec, const char *p)
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
dt_oformat_frame(void *arg, uint64_t pc, const char *text)
{
	json_object *frame = json_object_new_object();
	const char *tick = strchr(text, '`'), *plus;

	dt_oformat_add_str(frame, "symbol", text);
	if (tick != NULL) {
		json_object_object_add(frame, "module",
		    dt_oformat_string(text, (size_t)(tick - text)));
		plus = strstr(tick + 1, "+0x");
		json_object_object_add(frame, "name", dt_oformat_string(tick + 1,
		    plus != NULL ? (size_t)(plus - tick - 1) : strlen(tick + 1)));
		if (plus != NULL)
			dt_oformat_add_str(frame, "offset", plus + 1);
	}
	json_object_object_add(frame, "address", json_object_new_uint64(pc));
	json_object_array_add(arg, frame);
	return 0;
}

static int
dt_oformat_isstack(const dt_recdesc_t *rec)
{
	return rec->dtrd_arg == DT_ACT_STACK || rec->dtrd_arg == DT_ACT_USTACK ||
	    rec->dtrd_arg == DT_ACT_JSTACK;
}

json_object *
dt_oformat_value(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *base)
{
	const char *p = base + rec->dtrd_offset;
	char buf[DT_OFORMAT_SYMLEN];
	json_object *frames;

	if (rec->dtrd_flags & DT_RF_STRING)
		return dt_oformat_string(p, rec->dtrd_size);
	if ((rec->dtrd_flags & DT_RF_SYM) && dt_oformat_isstack(rec)) {
		frames = json_object_new_array();
		dt_stack_iter(dtp, rec, p, dt_oformat_frame, frames);
		return frames;
	}
	if (rec->dtrd_flags & DT_RF_SYM) {
		dt_sym_str(dtp, rec, p, buf, sizeof(buf));
		return json_object_new_string(buf);
	}
	if (!(rec->dtrd_flags & DT_RF_BYTES) && (rec->dtrd_size == 1 ||
	    rec->dtrd_size == 2 || rec->dtrd_size == 4 || rec->dtrd_size == 8))
		return dt_oformat_int(rec, p);
	return dt_oformat_hex((const unsigned char *)p, rec->dtrd_size);
}

/*
 * Records.
 */

void
dt_oformat_begin(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, uint32_t cpu)
{
	struct dt_oformat *of = dt_oformat_state(dtp);

	json_object_put(of->rec);
	of->rec = dt_oformat_head(cpu, pd->id, pd->prv, pd->mod, pd->fun, pd->prb);
	of->out = json_object_new_array();
	json_object_object_add(of->rec, "output", of->out);
}

int
dt_oformat_end(dtrace_hdl_t *dtp, FILE *fp)
{
	struct dt_oformat *of = dt_oformat_state(dtp);
	json_object *rec = of->rec;

	if (rec == NULL)
		return 0;
	if (of->agg_in_rec)
		of->agg = of->aggdata = NULL, of->agg_in_rec = 0;
	of->rec = of->out = NULL;
	return dt_oformat_line(fp, rec);
}

void
dt_oformat_item(dtrace_hdl_t *dtp, json_object *item)
{
	struct dt_oformat *of = dt_oformat_state(dtp);

	if (of->out == NULL) {		/* no record: not expected */
		json_object_put(item);
		return;
	}
	json_object_array_add(of->out, item);
}

/* An item {key: value}. */
static void
dt_oformat_item1(dtrace_hdl_t *dtp, const char *key, json_object *val)
{
	json_object *item = json_object_new_object();

	json_object_object_add(item, key, val);
	dt_oformat_item(dtp, item);
}

int
dt_oformat_trace(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *data)
{
	dt_oformat_item1(dtp, "value", dt_oformat_value(dtp, rec, data));
	return 0;
}

/* printf(): the text the format makes, and its arguments' values. */
int
dt_oformat_printf(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *data)
{
	json_object *item, *args;
	char *buf = NULL;
	size_t len = 0, i;
	FILE *mfp;
	int rc;

	if ((mfp = open_memstream(&buf, &len)) == NULL)
		return -1;
	rc = dt_printf_format(dtp, mfp, rec->dtrd_format, rec + 1,
	    (int)rec->dtrd_arg, data);
	if (fclose(mfp) != 0 || rc < 0) {
		free(buf);
		return -1;
	}
	item = json_object_new_object();
	json_object_object_add(item, "message", dt_oformat_string(buf, len));
	free(buf);
	args = json_object_new_array();
	for (i = 1; i <= rec->dtrd_arg; i++)
		json_object_array_add(args, dt_oformat_value(dtp, &rec[i], data));
	json_object_object_add(item, "args", args);
	dt_oformat_item(dtp, item);
	return 0;
}

/* The key of a stack's or a symbol's item: the function that made it. */
static const char *
dt_oformat_symkey(const dt_recdesc_t *rec)
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
int
dt_oformat_sym(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *data)
{
	const char *p = data + rec->dtrd_offset;
	json_object *item = json_object_new_object();
	uint64_t a[2] = { 0, 0 };
	int user = rec->dtrd_arg != DT_ACT_STACK && rec->dtrd_arg != DT_SUB_SYM &&
	    rec->dtrd_arg != DT_SUB_FUNC && rec->dtrd_arg != DT_SUB_MOD;

	json_object_object_add(item, dt_oformat_symkey(rec),
	    dt_oformat_value(dtp, rec, data));
	memcpy(a, p, rec->dtrd_size < sizeof(a) ? rec->dtrd_size : sizeof(a));
	if (user)
		json_object_object_add(item, "pid", json_object_new_int64(
		    (int64_t)a[0]));
	if (!dt_oformat_isstack(rec))
		json_object_object_add(item, "address",
		    json_object_new_uint64(user ? a[1] : a[0]));
	dt_oformat_item(dtp, item);
	return 0;
}

int
dt_oformat_tracemem(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    const char *data)
{
	uint64_t n;
	const unsigned char *b = dt_tracemem_bytes(rec, data, &n);

	dt_oformat_item1(dtp, "tracemem", dt_oformat_hex(b, n));
	return 0;
}

void
dt_oformat_exit(dtrace_hdl_t *dtp, int32_t status)
{
	dt_oformat_item1(dtp, "exit", json_object_new_int64(status));
}

/* print(): {"print": {"type": name, "address": a (a pointer), "value": v}}. */
int
dt_oformat_print(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *data,
    size_t size)
{
	const char *p = data + rec->dtrd_offset;
	ctf_id_t type = (ctf_id_t)rec->dtrd_arg;
	json_object *obj = json_object_new_object();
	char name[256];
	uint64_t addr;

	if (ctf_type_name(dtp->dt_ddefs, type, name, sizeof(name)) == NULL)
		snprintf(name, sizeof(name), "?");
	dt_oformat_add_str(obj, "type", name);
	if (!(rec->dtrd_flags & DT_RF_BYTES)) {		/* a pointer: its address */
		if (size < 8) {
			json_object_put(obj);
			return 0;
		}
		memcpy(&addr, p, 8);
		json_object_object_add(obj, "address", json_object_new_uint64(addr));
		p += 8, size -= 8;
	}
	json_object_object_add(obj, "value", dt_oformat_typed(dtp, type, p, size));
	dt_oformat_item1(dtp, "print", obj);
	return 0;
}

/*
 * Aggregations.
 */

static void
dt_oformat_aggopen(dtrace_hdl_t *dtp, uint32_t aggid)
{
	struct dt_oformat *of = dt_oformat_state(dtp);
	const dt_aggdesc_t *agd = aggid < dtp->dt_naggs ?
	    dtp->dt_aggdescs[aggid] : NULL;

	of->agg = json_object_new_object();
	of->aggid = aggid;
	dt_oformat_add_str(of->agg, "aggregation-name",
	    agd != NULL ? agd->dtagd_name : "");
	of->aggdata = json_object_new_array();
	json_object_object_add(of->agg, "aggregation-data", of->aggdata);
	of->agg_in_rec = of->out != NULL;
	if (of->agg_in_rec)
		json_object_array_add(of->out, of->agg);
}

void
dt_oformat_aggbegin(dtrace_hdl_t *dtp, const uint32_t *ids, int n)
{
	struct dt_oformat *of;
	json_object *names;
	int i;

	dt_oformat_aggopen(dtp, ids[0]);
	if (n < 2)
		return;
	of = dt_oformat_state(dtp);
	names = json_object_new_array();
	for (i = 0; i < n; i++) {
		const char *name = ids[i] < dtp->dt_naggs ?
		    dtp->dt_aggdescs[ids[i]]->dtagd_name : "";

		json_object_array_add(names, dt_oformat_string(name,
		    strlen(name)));
	}
	json_object_object_add(of->agg, "aggregation-names", names);
}

void
dt_oformat_aggent(dtrace_hdl_t *dtp, FILE *fp, const dt_aggent_t *key,
    const dt_aggent_t *const *ents, int n, const char *message)
{
	struct dt_oformat *of = dt_oformat_state(dtp);
	const dt_aggdesc_t *agd = key->ae_desc;
	json_object *ent = json_object_new_object(), *keys, *vals;
	uint32_t i;
	int j;

	if (of->agg != NULL && !of->agg_in_rec && of->aggid != agd->dtagd_id)
		(void) dt_oformat_aggend(dtp, fp);
	if (of->agg == NULL)
		dt_oformat_aggopen(dtp, agd->dtagd_id);
	keys = json_object_new_array();
	for (i = 0; i < agd->dtagd_nkeys; i++)
		json_object_array_add(keys, dt_oformat_value(dtp,
		    &agd->dtagd_keys[i], key->ae_key));
	json_object_object_add(ent, "keys", keys);
	if (n == 1) {
		dt_aggprint_json(ents[0], ent);
	} else {
		vals = json_object_new_array();
		for (j = 0; j < n; j++) {
			json_object *v = json_object_new_object();

			dt_aggprint_json(ents[j], v);
			json_object_array_add(vals, v);
		}
		json_object_object_add(ent, "values", vals);
	}
	if (message != NULL)
		dt_oformat_add_str(ent, "message", message);
	json_object_array_add(of->aggdata, ent);
}

int
dt_oformat_aggend(dtrace_hdl_t *dtp, FILE *fp)
{
	struct dt_oformat *of = dtp->dt_oformat;
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
	    json_object_new_uint64(dt_oformat_now()));
	json_object_object_foreach(of->agg, k, v)
		json_object_object_add(line, k, json_object_get(v));
	json_object_put(of->agg);
	of->agg = of->aggdata = NULL;
	return dt_oformat_line(fp, line);
}

/*
 * Errors and drops.
 */

int
dt_oformat_fault(dtrace_hdl_t *dtp, FILE *fp, const struct dt_fault_rec *fr,
    const char *msg)
{
	const dt_probe_t *prp = dt_probe_lookup_id(dtp, fr->hdr.prid);
	const dtrace_probedesc_t *pd = prp != NULL ? &prp->pr_desc : NULL;
	json_object *line, *err = json_object_new_object();

	line = dt_oformat_head(fr->hdr.cpu, fr->hdr.prid, pd ? pd->prv : "",
	    pd ? pd->mod : "", pd ? pd->fun : "", pd ? pd->prb : "");
	json_object_object_add(err, "epid", json_object_new_int64(fr->stid + 1));
	dt_oformat_add_str(err, "fault", dtrace_faultstr(dtp, (int)fr->fault));
	json_object_object_add(err, "fault-code", json_object_new_int64(fr->fault));
	json_object_object_add(err, "action", json_object_new_int64(fr->action));
	json_object_object_add(err, "address", json_object_new_uint64(fr->addr));
	dt_oformat_add_str(err, "msg", msg);
	json_object_object_add(line, "error", err);
	return dt_oformat_line(fp, line);
}

int
dt_oformat_drop(dtrace_hdl_t *dtp, FILE *fp, const char *kind, uint64_t count,
    uint64_t total, const char *msg)
{
	json_object *line = dt_oformat_head(-1, -1, "dtrace", "INTERNAL",
	    "INTERNAL", "DROP");

	(void)dtp;
	dt_oformat_add_str(line, "kind", kind);
	json_object_object_add(line, "count", json_object_new_uint64(count));
	json_object_object_add(line, "total", json_object_new_uint64(total));
	dt_oformat_add_str(line, "msg", msg);
	return dt_oformat_line(fp, line);
}
