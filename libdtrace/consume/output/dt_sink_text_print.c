/*
 * dt_sink_text_print.c: the text sink's print(x), a typed dump of a value
 * or, for a pointer, of what it points to (JSON's: dt_sink_json_value.c).
 *
 * The clause records the pointer and a copy of the object, or the value's
 * own bytes (at most printsize bytes, dt_cg_act.c); the D type of the
 * object is known at compile time and stays in the record's description
 * (dtrd_arg).  The output is Oracle Linux DTrace's (a value other than a
 * pointer prints without the address line; a string as (string)"text"):
 *
 *	0xffff9b7aca7e0000 = *
 *	                                            (struct test_struct) {
 *	                                             .a = (int)1,
 *	                                             .b = (char [5]) [
 *	                                              (char)'t',
 *	                                             ],
 *	                                             .u = (union) {
 *	                                              .d = (__u64)123456789,
 *	                                             },
 *	                                            }
 *
 * The value starts at the data column of the default output (column 44:
 * "%3d %6d %32s "), and every level of nesting indents one more space.
 * Each value is "(type)value"; members, elements and whole objects whose
 * bytes are all zero are left out (the object itself is always printed);
 * a char array stops at its first NUL; enums print their enumerator's name
 * when they have one; pointers print in hex; only plain char prints as a
 * character; a bit-field prints its bits' value (sign-extended for a signed
 * type).  When the object was cut at printsize bytes, what fits of the
 * first member that does not is shown, and one "..." stands for the rest,
 * at the innermost level that was cut (the outer levels just close).
 */
#include <ctype.h>
#include <inttypes.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_sink_text_print.h"

#define DT_PRINT_INDENT	44

typedef struct dt_printer {
	dtrace_hdl_t *dtp;
	FILE *fp;
	ctf_dict_t *ctfp;
	const uint8_t *data;	/* the copy of the object */
	size_t size;		/* bytes of it we have */
	int err;
	int cut;		/* "..." printed: nothing more is shown */
} dt_printer_t;

static void dt_print_value(dt_printer_t *pr, ctf_id_t type, size_t off, int depth,
    const char *name);

static void
dt_print_indent(dt_printer_t *pr, int depth)
{
	if (fprintf(pr->fp, "%*s", DT_PRINT_INDENT + depth, "") < 0)
		pr->err = 1;
}

/* "(type)" of a type: anonymous structs and unions are "(struct)", "(union)". */
static void
dt_print_typename(dt_printer_t *pr, ctf_id_t type)
{
	char buf[256];
	ctf_id_t r = ctf_type_resolve(pr->ctfp, type);
	int kind = r == CTF_ERR ? CTF_K_UNKNOWN : ctf_type_kind(pr->ctfp, r);

	if (type == r && (kind == CTF_K_STRUCT || kind == CTF_K_UNION) &&
	    (ctf_type_name(pr->ctfp, type, buf, sizeof(buf)) == NULL ||
	    strncmp(strchr(buf, ' ') ? strchr(buf, ' ') + 1 : buf, "__anon", 6) == 0))
		snprintf(buf, sizeof(buf), "%s", kind == CTF_K_STRUCT ? "struct" : "union");
	else
		dt_type_name(pr->ctfp, type, buf, sizeof(buf));
	if (fprintf(pr->fp, "(%s)", buf) < 0)
		pr->err = 1;
}

/* Are the bytes [off, off + size) of the copy all zero (or missing)? */
static int
dt_print_iszero(const dt_printer_t *pr, size_t off, size_t size)
{
	size_t i;

	for (i = off; i < off + size && i < pr->size; i++)
		if (pr->data[i] != 0)
			return 0;
	return 1;
}

static uint64_t
dt_print_uint(const dt_printer_t *pr, size_t off, size_t size)
{
	uint64_t v = 0;

	if (off + size <= pr->size && size <= sizeof(v))
		memcpy(&v, pr->data + off, size);
	return v;
}

static int64_t
dt_print_sint(const dt_printer_t *pr, size_t off, size_t size)
{
	uint64_t v = dt_print_uint(pr, off, size);
	int shift = 64 - 8 * (int)size;

	return size >= 8 ? (int64_t)v : (int64_t)(v << shift) >> shift;
}

/* Only plain char prints as a character (uint8_t, unsigned char: numbers). */
static int
dt_print_ischar(const dt_printer_t *pr, ctf_id_t r)
{
	char buf[32];

	return ctf_type_name(pr->ctfp, r, buf, sizeof(buf)) != NULL &&
	    strcmp(buf, "char") == 0;
}

static void
dt_print_int(dt_printer_t *pr, ctf_id_t r, size_t off)
{
	ctf_encoding_t e;
	size_t size = (size_t)ctf_type_size(pr->ctfp, r);
	int rc;

	if (ctf_type_encoding(pr->ctfp, r, &e) != 0)
		e.cte_format = 0;
	if (dt_print_ischar(pr, r) && size == 1) {
		int c = (int)dt_print_uint(pr, off, 1);

		rc = isprint(c) ? fprintf(pr->fp, "'%c'", c) :
		    fprintf(pr->fp, "'\\%o'", c);
	} else if (e.cte_format & CTF_INT_SIGNED) {
		rc = fprintf(pr->fp, "%" PRId64, dt_print_sint(pr, off, size));
	} else {
		rc = fprintf(pr->fp, "%" PRIu64, dt_print_uint(pr, off, size));
	}
	if (rc < 0)
		pr->err = 1;
}

static void
dt_print_enum(dt_printer_t *pr, ctf_id_t r, size_t off)
{
	int64_t v = dt_print_sint(pr, off, (size_t)ctf_type_size(pr->ctfp, r));
	const char *name = ctf_enum_name(pr->ctfp, r, (int)v);

	if ((name != NULL ? fprintf(pr->fp, "%s", name) :
	    fprintf(pr->fp, "%" PRId64, v)) < 0)
		pr->err = 1;
}

/* A bit-field member, left out when it is 0 (as DTrace does). */
static void
dt_print_bitmember(dt_printer_t *pr, const char *name, ctf_id_t type,
    int64_t v, int depth)
{
	ctf_encoding_t e;

	if (v == 0)
		return;
	dt_print_indent(pr, depth);
	if (fprintf(pr->fp, ".%s = ", name) < 0)
		pr->err = 1;
	dt_print_typename(pr, type);
	if (ctf_type_encoding(pr->ctfp, type, &e) != 0)
		e.cte_format = 0;
	if (((e.cte_format & CTF_INT_SIGNED) ?
	    fprintf(pr->fp, "%" PRId64 ",\n", v) :
	    fprintf(pr->fp, "%" PRIu64 ",\n", (uint64_t)v)) < 0)
		pr->err = 1;
}

/* One member of a struct or union (ctf_member_iter callback). */
typedef struct dt_print_memb {
	dt_printer_t *pr;
	size_t base;
	int depth;
} dt_print_memb_t;

static int
dt_print_member(const char *name, ctf_id_t type, unsigned long bitoff, void *arg)
{
	dt_print_memb_t *pm = arg;
	dt_printer_t *pr = pm->pr;
	size_t off = pm->base + bitoff / 8;
	ssize_t size = ctf_type_size(pr->ctfp, type);

	int64_t v;

	if (pr->cut)
		return 0;
	if (dt_type_bitfield_get(pr->ctfp, type, pr->data, pr->size,
	    pm->base * 8 + bitoff, &v)) {
		dt_print_bitmember(pr, name, type, v, pm->depth);
		return 0;
	}
	if (size > 0 && off + (size_t)size > pr->size) {
		int kind = ctf_type_kind(pr->ctfp, ctf_type_resolve(pr->ctfp, type));

		/*
		 * What fits of an array or struct is shown, then one "...",
		 * as Oracle DTrace: at the innermost level that was cut.
		 */
		if (off < pr->size && !dt_print_iszero(pr, off, pr->size - off) &&
		    (kind == CTF_K_ARRAY || kind == CTF_K_STRUCT))
			dt_print_value(pr, type, off, pm->depth, name);
		if (!pr->cut) {
			dt_print_indent(pr, pm->depth);
			if (fprintf(pr->fp, "...\n") < 0)
				pr->err = 1;
			pr->cut = 1;
		}
		return 0;
	}
	if (size > 0 && dt_print_iszero(pr, off, (size_t)size))
		return 0;
	dt_print_value(pr, type, off, pm->depth, name);
	return 0;
}

static void
dt_print_sou(dt_printer_t *pr, ctf_id_t r, size_t off, int depth)
{
	dt_print_memb_t pm = { pr, off, depth + 1 };

	if (fprintf(pr->fp, " {\n") < 0)
		pr->err = 1;
	ctf_member_iter(pr->ctfp, r, dt_print_member, &pm);
	dt_print_indent(pr, depth);
	if (fprintf(pr->fp, "}") < 0)
		pr->err = 1;
}

static void
dt_print_array(dt_printer_t *pr, ctf_id_t r, size_t off, int depth)
{
	ctf_arinfo_t ar;
	ssize_t esize;
	uint32_t i;
	int ischar;

	if (fprintf(pr->fp, " [\n") < 0)
		pr->err = 1;
	if (ctf_array_info(pr->ctfp, r, &ar) == 0 &&
	    (esize = ctf_type_size(pr->ctfp, ar.ctr_contents)) > 0) {
		ischar = esize == 1 && dt_type_is_string(pr->dtp, pr->ctfp, r);
		for (i = 0; i < ar.ctr_nelems; i++) {
			size_t eoff = off + i * (size_t)esize;

			if (eoff + (size_t)esize > pr->size)
				break;
			if (ischar && pr->data[eoff] == 0)
				break;
			if (!ischar && dt_print_iszero(pr, eoff, (size_t)esize))
				continue;
			dt_print_value(pr, ar.ctr_contents, eoff, depth + 1, NULL);
		}
	}
	dt_print_indent(pr, depth);
	if (fprintf(pr->fp, "]") < 0)
		pr->err = 1;
}

/* A string: "text", up to its NUL or the bytes we have. */
static void
dt_print_string(dt_printer_t *pr, size_t off)
{
	size_t n = off < pr->size ? strnlen((const char *)pr->data + off,
	    pr->size - off) : 0;

	if (fprintf(pr->fp, "\"%.*s\"", (int)n, (const char *)pr->data + off) < 0)
		pr->err = 1;
}

/* One value: indentation, ".name = " for a member, "(type)value", ",\n". */
static void
dt_print_value(dt_printer_t *pr, ctf_id_t type, size_t off, int depth,
    const char *name)
{
	ctf_id_t r = ctf_type_resolve(pr->ctfp, type);
	int kind = r == CTF_ERR ? CTF_K_UNKNOWN : ctf_type_kind(pr->ctfp, r);

	dt_print_indent(pr, depth);
	if (name != NULL && fprintf(pr->fp, ".%s = ", name) < 0)
		pr->err = 1;
	dt_print_typename(pr, type);
	if (type == pr->dtp->dt_type_string)	/* (string)"text" */
		kind = CTF_K_UNKNOWN, dt_print_string(pr, off);
	switch (kind) {
	case CTF_K_INTEGER:
		dt_print_int(pr, r, off);
		break;
	case CTF_K_ENUM:
		dt_print_enum(pr, r, off);
		break;
	case CTF_K_POINTER:
		if (fprintf(pr->fp, "0x%" PRIx64, dt_print_uint(pr, off, 8)) < 0)
			pr->err = 1;
		break;
	case CTF_K_STRUCT:
	case CTF_K_UNION:
		dt_print_sou(pr, r, off, depth);
		break;
	case CTF_K_ARRAY:
		dt_print_array(pr, r, off, depth);
		break;
	default:
		break;
	}
	if (fprintf(pr->fp, depth > 0 ? ",\n" : "\n") < 0)
		pr->err = 1;
}

/*
 * Print a print() record: for a pointer, the object's address (8 bytes,
 * printed as "0xADDR = *") then its bytes; for any other value, its bytes.
 * Returns < 0 on an output error.
 */
int
dt_print_typed(dtrace_hdl_t *dtp, FILE *fp, ctf_dict_t *ctfp, ctf_id_t type,
    const char *data, size_t size, int addr)
{
	dt_printer_t pr = { dtp, fp, ctfp ? ctfp : dtp->dt_ddefs, NULL, 0, 0, 0 };
	uint64_t ptr = 0;

	if (addr) {
		if (size < 8)
			return 0;
		memcpy(&ptr, data, 8);
		data += 8, size -= 8;
		if (fprintf(fp, "0x%" PRIx64 " = *\n", ptr) < 0)
			return -1;
	}
	pr.data = (const uint8_t *)data;
	pr.size = size;
	dt_print_value(&pr, type, 0, 0, NULL);
	return pr.err ? -1 : 0;
}
