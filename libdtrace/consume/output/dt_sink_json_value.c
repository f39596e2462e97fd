/*
 * dt_sink_json_value.c: the JSON sink's values that take more than one
 * json-c call: strings made valid UTF-8, and print()'s object as typed
 * JSON (the text form is dt_sink_text_print.c's).
 *
 * A string is cut at its NUL; bytes that are not UTF-8 (a sequence cut
 * short, an overlong form, a surrogate, beyond U+10FFFF) become U+FFFD, so
 * that every line is valid JSON text.
 *
 * print()'s record holds a copy of the object (cut at printsize bytes) and
 * its D type; the walk follows the type with libctf:
 *
 *	integers	numbers (signed or not by their encoding)
 *	enums		the enumerator's name, or the number without one
 *	pointers	the address, a number
 *	struct, union	an object of member name -> value (all members, zeroes
 *			included, so that every object of a type has the same
 *			keys; an anonymous member under the key "")
 *	arrays		a list; char arrays and D strings a string up to the NUL
 *	other		null (floating point, functions)
 *
 * Members and elements beyond the bytes recorded are left out.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_sink_json_value.h"

/*
 * Strings.
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
dt_json_string(const char *s, size_t n)
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

/*
 * print()'s objects.
 */

typedef struct dt_jwalk {
	dtrace_hdl_t *dtp;
	ctf_dict_t *ctfp;
	const unsigned char *data;
	size_t size;
} dt_jwalk_t;

static json_object *dt_jvalue(dt_jwalk_t *w, ctf_id_t type, size_t off);

static uint64_t
dt_jread(const dt_jwalk_t *w, size_t off, size_t size)
{
	uint64_t v = 0;

	if (size <= sizeof(v) && off + size <= w->size)
		memcpy(&v, w->data + off, size);
	return v;
}

/* A string at off of at most max bytes (and the bytes recorded). */
static json_object *
dt_jstring(dt_jwalk_t *w, size_t off, size_t max)
{
	size_t n = off < w->size ? w->size - off : 0;

	return dt_json_string(n ? (const char *)w->data + off : "",
	    n < max ? n : max);
}

static json_object *
dt_jint(dt_jwalk_t *w, ctf_id_t r, size_t off)
{
	size_t size = (size_t)ctf_type_size(w->ctfp, r);
	uint64_t v = dt_jread(w, off, size);
	int shift = 64 - 8 * (int)size;
	ctf_encoding_t e;

	if (size == 0 || size > 8)
		return NULL;
	if (ctf_type_encoding(w->ctfp, r, &e) == 0 && (e.cte_format & CTF_INT_SIGNED))
		return json_object_new_int64((int64_t)(v << shift) >> shift);
	return json_object_new_uint64(v);
}

static json_object *
dt_jenum(dt_jwalk_t *w, ctf_id_t r, size_t off)
{
	size_t size = (size_t)ctf_type_size(w->ctfp, r);
	int shift = 64 - 8 * (int)size;
	int64_t v = (int64_t)(dt_jread(w, off, size) << shift) >> shift;
	const char *name = ctf_enum_name(w->ctfp, r, (int)v);

	return name != NULL ? json_object_new_string(name) :
	    json_object_new_int64(v);
}

typedef struct dt_jmemb {
	dt_jwalk_t *w;
	size_t base;
	json_object *obj;
} dt_jmemb_t;

static int
dt_jmember(const char *name, ctf_id_t type, unsigned long bitoff, void *arg)
{
	dt_jmemb_t *m = arg;
	size_t off = m->base + bitoff / 8;
	ssize_t size = ctf_type_size(m->w->ctfp, type);
	ctf_encoding_t e;
	int64_t v;

	if (dt_type_bitfield_get(m->w->ctfp, type, m->w->data, m->w->size,
	    m->base * 8 + bitoff, &v)) {
		if (ctf_type_encoding(m->w->ctfp, type, &e) == 0 &&
		    (e.cte_format & CTF_INT_SIGNED))
			json_object_object_add(m->obj, name, json_object_new_int64(v));
		else
			json_object_object_add(m->obj, name,
			    json_object_new_uint64((uint64_t)v));
		return 0;
	}
	if (size < 0 || off + (size_t)size > m->w->size)
		return 0;		/* beyond what was recorded */
	json_object_object_add(m->obj, name != NULL && name[0] != '\0' ? name :
	    "", dt_jvalue(m->w, type, off));
	return 0;
}

static json_object *
dt_jsou(dt_jwalk_t *w, ctf_id_t r, size_t off)
{
	dt_jmemb_t m = { w, off, json_object_new_object() };

	ctf_member_iter(w->ctfp, r, dt_jmember, &m);
	return m.obj;
}

static json_object *
dt_jarray(dt_jwalk_t *w, ctf_id_t r, size_t off)
{
	json_object *arr;
	ctf_arinfo_t ar;
	ssize_t esize;
	uint32_t i;

	if (ctf_array_info(w->ctfp, r, &ar) != 0 ||
	    (esize = ctf_type_size(w->ctfp, ar.ctr_contents)) <= 0)
		return NULL;
	if (esize == 1 && dt_type_is_string(w->dtp, w->ctfp, r))
		return dt_jstring(w, off, ar.ctr_nelems);
	arr = json_object_new_array();
	for (i = 0; i < ar.ctr_nelems; i++) {
		size_t eoff = off + i * (size_t)esize;

		if (eoff + (size_t)esize > w->size)
			break;
		json_object_array_add(arr, dt_jvalue(w, ar.ctr_contents, eoff));
	}
	return arr;
}

static json_object *
dt_jvalue(dt_jwalk_t *w, ctf_id_t type, size_t off)
{
	ctf_id_t r = ctf_type_resolve(w->ctfp, type);

	if (type == w->dtp->dt_type_string)
		return dt_jstring(w, off, w->size);
	if (r == CTF_ERR)
		return NULL;
	switch (ctf_type_kind(w->ctfp, r)) {
	case CTF_K_INTEGER:
		return dt_jint(w, r, off);
	case CTF_K_ENUM:
		return dt_jenum(w, r, off);
	case CTF_K_POINTER:
		return json_object_new_uint64(dt_jread(w, off, 8));
	case CTF_K_STRUCT:
	case CTF_K_UNION:
		return dt_jsou(w, r, off);
	case CTF_K_ARRAY:
		return dt_jarray(w, r, off);
	default:
		return NULL;
	}
}

json_object *
dt_json_typed(dtrace_hdl_t *dtp, ctf_dict_t *ctfp, ctf_id_t type,
    const char *data, size_t size)
{
	dt_jwalk_t w = { dtp, ctfp ? ctfp : dtp->dt_ddefs,
	    (const unsigned char *)data, size };

	return dt_jvalue(&w, type, 0);
}
