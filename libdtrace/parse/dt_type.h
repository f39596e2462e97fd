/*
 * dt_type.h: D types, held in libctf dictionaries.
 *
 * The handle owns one writable CTF dictionary, the "D" container, which holds
 * D's intrinsic types (char .. long long, signed/unsigned, the <stdint.h>
 * typedefs, string, void, and pointers) and every type a script declares
 * (typedef, struct, union, enum).  A D type is a (dictionary, id) pair; the
 * helpers below answer the questions the compiler asks of types without the
 * callers handling CTF kinds themselves.
 *
 * `string` is an intrinsic of its own (a char array of `strsize` + 1 bytes:
 * strsize characters and the NUL, as in Oracle Linux DTrace); it is a
 * distinct CTF typedef so that it can be recognised.
 */
#ifndef _DT_TYPE_H
#define _DT_TYPE_H

#include <ctf-api.h>
#include <stdint.h>
#include "dt_parser.h"

typedef struct dtrace_typeinfo {
	ctf_dict_t *dtt_ctfp;
	ctf_id_t dtt_type;
} dtrace_typeinfo_t;

extern int dt_type_init(dtrace_hdl_t *dtp);		/* create the D container */
extern void dt_type_fini(dtrace_hdl_t *dtp);

/* Look up a type by name ("int", "unsigned long", "string", "struct foo",
   "char *", "dtmod`struct x"): 0 and *tip on success, -1 if there is no
   such type, -2 if its module scope names a module without BTF. */
extern int dt_type_lookup(dtrace_hdl_t *dtp, const char *name, dtrace_typeinfo_t *tip);
/* Is name a type name (for the scanner's typedef hack)? */
extern int dt_type_is_name(dtrace_hdl_t *dtp, const char *name);
/* Resolve a parsed type name (base, pointers, arrays) to a type; errors go
   through dnerror(dnp, ...). */
extern void dt_type_from_tname(dtrace_hdl_t *dtp, const dt_node_t *dnp,
    const dt_tname_t *tn, dtrace_typeinfo_t *tip);
extern ctf_id_t dt_type_pointer(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type);
/* The type behind typedefs and qualifiers (type itself if that fails). */
extern ctf_id_t dt_type_resolve(ctf_dict_t *fp, ctf_id_t type);

/* Questions. */
extern int dt_type_is_integer(ctf_dict_t *fp, ctf_id_t type);
extern int dt_type_is_signed(ctf_dict_t *fp, ctf_id_t type);
extern int dt_type_is_pointer(ctf_dict_t *fp, ctf_id_t type);
extern int dt_type_is_void(ctf_dict_t *fp, ctf_id_t type);
extern int dt_type_is_string(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type);
extern int dt_type_is_scalar(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type); /* int or pointer */
extern int dt_type_is_sou(ctf_dict_t *fp, ctf_id_t type);	/* struct or union */
extern int dt_type_is_array(ctf_dict_t *fp, ctf_id_t type);
extern int dt_type_is_float(ctf_dict_t *fp, ctf_id_t type);	/* float, double ... */
/* Member name of a struct or union, also inside its unnamed members. */
extern int dt_type_member(ctf_dict_t *fp, ctf_id_t type, const char *name,
    ctf_membinfo_t *mip);
extern size_t dt_type_size(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type); /* string: strsize */
extern char *dt_type_name(ctf_dict_t *fp, ctf_id_t type, char *buf, size_t len);
/* A bit-field member's value in an object's bytes (print()): 1, or 0 if
   type is no bit-field. */
extern int dt_type_bitfield_get(ctf_dict_t *fp, ctf_id_t type,
    const uint8_t *data, size_t size, size_t bitoff, int64_t *vp);
/* The type of integer constant `value` per C's rules (int, long, ...). */
extern void dt_type_int_const(dtrace_hdl_t *dtp, uint64_t value, int is_unsigned,
    int is_long, dtrace_typeinfo_t *tip);
/* DTrace's usual arithmetic conversions (C 6.3.1.8 without promotion). */
extern void dt_type_promote(dtrace_hdl_t *dtp, ctf_dict_t *lfp, ctf_id_t ltype,
    ctf_dict_t *rfp, ctf_id_t rtype, dtrace_typeinfo_t *tip);
/* Are the two types compatible for assignment/comparison? */
extern int dt_type_compat(dtrace_hdl_t *dtp, ctf_dict_t *lfp, ctf_id_t ltype,
    ctf_dict_t *rfp, ctf_id_t rtype);

/* Set a node's type. */
extern void dt_node_type_assign(dt_node_t *dnp, ctf_dict_t *fp, ctf_id_t type);

#endif /* _DT_TYPE_H */
